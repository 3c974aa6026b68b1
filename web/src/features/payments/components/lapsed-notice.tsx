import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LAPSED_MESSAGE } from '@haulbooks/domain';
import { PAYMENTS_UI } from '../messages';

/** Above every customer screen while the owner's subscription has lapsed: why nothing can be changed. */
export function LapsedNotice() {
  return (
    <Alert.Root status="warning" mb="4" data-testid="lapsed-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {LAPSED_MESSAGE}{' '}
          <Link asChild fontWeight="semibold">
            <RouterLink to="/billing">{PAYMENTS_UI.choosePlanAgain}</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
