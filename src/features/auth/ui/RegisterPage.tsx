export function RegisterPage() {
  return <p>TEMP register</p>
}
