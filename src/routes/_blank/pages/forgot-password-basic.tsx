import { createFileRoute } from '@tanstack/react-router'
import { authVariant } from '@/features/auth'

export const Route = createFileRoute('/_blank/pages/forgot-password-basic')({
  component: authVariant('ForgotPasswordBasicPage'),
})
