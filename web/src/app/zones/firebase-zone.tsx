/**
 * Everything that needs Firebase or Chakra UI sits below this lazily loaded zone, so the
 * public pages never download either. Importing the auth session module here starts the one
 * Firebase Auth listener as soon as the zone loads.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { AppToaster } from '../../lib/toaster';
import '../../lib/session';
import { system } from '../../lib/theme';

export function FirebaseZone() {
  return (
    <ChakraProvider value={system}>
      <Outlet />
      <AppToaster />
    </ChakraProvider>
  );
}

export { FirebaseZone as Component };
