import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '@/features/auth'

export const Route = createFileRoute('/_blank/forgot-password')({ component: ForgotPasswordPage })
