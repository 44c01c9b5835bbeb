import { createFileRoute } from '@tanstack/react-router'
import { ErrorPage } from '@/features/misc'

export const Route = createFileRoute('/_blank/misc/error')({ component: ErrorPage })
