export const ComingSoonPage = () => <p>TEMP coming soon</p>
export const ErrorPage = () => <p>TEMP error page</p>
export const MaintenancePage = () => <p>TEMP maintenance</p>
export const NotAuthorizedPage = () => <p>TEMP not authorized</p>
