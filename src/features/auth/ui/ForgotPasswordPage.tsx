export function ForgotPasswordPage() {
  return <p>TEMP forgot</p>
}
