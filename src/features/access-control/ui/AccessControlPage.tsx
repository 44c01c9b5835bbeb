export function AccessControlPage() {
  return <p>TEMP access control</p>
}
