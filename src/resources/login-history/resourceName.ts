// react-admin's resource name is its address, so the login history's is the spec's route.
export const LOGIN_HISTORY_RESOURCE = 'login-devices';
