import { createFileRoute } from '@tanstack/react-router'
import { BlankRoute } from '@/app/BlankRoute'

export const Route = createFileRoute('/_blank')({ component: BlankRoute })
