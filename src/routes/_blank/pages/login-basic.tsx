import { createFileRoute } from '@tanstack/react-router'
import { authVariant, validateLoginSearch } from '@/features/auth'

export const Route = createFileRoute('/_blank/pages/login-basic')({
  validateSearch: validateLoginSearch,
  component: authVariant('LoginBasicPage'),
})
