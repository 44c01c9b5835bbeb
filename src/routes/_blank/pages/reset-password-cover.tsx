import { createFileRoute } from '@tanstack/react-router'
import { authVariant } from '@/features/auth'

export const Route = createFileRoute('/_blank/pages/reset-password-cover')({
  component: authVariant('ResetPasswordCoverPage'),
})
