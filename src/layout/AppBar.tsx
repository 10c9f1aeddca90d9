// The top bar: title, language and theme switches, and who is signed in. react-admin's user
// menu is left out: its only entry, sign-out, is 'Chiqish' in the menu (SPEC §2), and its button
// names itself "Profile" while showing the username, which screen readers announce confusingly.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  ToggleThemeButton,
  useGetIdentity,
} from 'react-admin';
import { LanguageMenu } from './LanguageMenu';

function SignedInAs() {
  const { identity } = useGetIdentity();
  if (!identity?.fullName) return null;
  return (
    <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 0.5, mx: 1 }}>
      <AccountCircle fontSize="small" aria-hidden />
      <Typography variant="body2" component="span">
        {identity.fullName}
      </Typography>
    </Box>
  );
}

function Toolbar() {
  return (
    <>
      <LanguageMenu />
      <ToggleThemeButton />
      <LoadingIndicator />
      <SignedInAs />
    </>
  );
}

export function AppBar() {
  return <RaAppBar userMenu={false} toolbar={<Toolbar />} />;
}
