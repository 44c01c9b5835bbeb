import { createFileRoute } from '@tanstack/react-router'
import { BlankLayoutRoute } from '@/shared/layout/BlankLayout'

export const Route = createFileRoute('/_blank')({ component: BlankLayoutRoute })
