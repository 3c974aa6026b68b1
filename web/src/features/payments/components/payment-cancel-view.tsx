import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ScreenHeading } from '../../../components';
import { PAYMENTS_UI } from '../messages';

/** /payment/cancel: the customer left Stripe Checkout; nothing was charged or changed. */
export function PaymentCancelView() {
  return (
    <Box>
      <ScreenHeading>{PAYMENTS_UI.cancelTitle}</ScreenHeading>
      <Text mb="4">{PAYMENTS_UI.cancelText}</Text>
      <HStack gap="3">
        <Button asChild colorPalette="brand">
          <RouterLink to="/billing">{PAYMENTS_UI.choosePlanAgain}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/dashboard">{PAYMENTS_UI.toDashboard}</RouterLink>
        </Button>
      </HStack>
    </Box>
  );
}
