import { Tabs } from '@chakra-ui/react';
import { ADMIN_SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';
import { gatewayApi } from '../api/payment-gateway-api';
import { platformSettingsApi } from '../api/platform-settings-api';
import { EmailSettingsTab } from '../components/platform-settings/email-settings-tab';
import { PLATFORM_SETTINGS_UI } from '../components/platform-settings/messages';
import { NotificationsTab } from '../components/platform-settings/notifications-tab';
import { GATEWAY_UI } from '../components/payment-gateways/messages';
import { PaymentGatewaysTab } from '../components/payment-gateways/payment-gateways-tab';

/**
 * Admin settings (/admin/settings, admin-area.md §2): Payment Gateways, Email Settings (SMTP, a
 * real test e-mail) and Notifications (which alerts staff get); Security and System are
 * placeholders in the spec too.
 */
export function Component() {
  return (
    <>
      <ScreenHeading>{ADMIN_SCREEN_TITLES.settings}</ScreenHeading>
      <Tabs.Root defaultValue="gateways" lazyMount>
        <Tabs.List mb="6">
          <Tabs.Trigger value="gateways">{GATEWAY_UI.tabs.gateways}</Tabs.Trigger>
          <Tabs.Trigger value="email">{PLATFORM_SETTINGS_UI.tabs.email}</Tabs.Trigger>
          <Tabs.Trigger value="notifications">{PLATFORM_SETTINGS_UI.tabs.notifications}</Tabs.Trigger>
          <Tabs.Trigger value="security">{GATEWAY_UI.tabs.security}</Tabs.Trigger>
          <Tabs.Trigger value="system">{GATEWAY_UI.tabs.system}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="gateways">
          <PaymentGatewaysTab api={gatewayApi} origin={window.location.origin} />
        </Tabs.Content>
        <Tabs.Content value="email">
          <EmailSettingsTab api={platformSettingsApi} />
        </Tabs.Content>
        <Tabs.Content value="notifications">
          <NotificationsTab api={platformSettingsApi} />
        </Tabs.Content>
        <Tabs.Content value="security" />
        <Tabs.Content value="system" />
      </Tabs.Root>
    </>
  );
}
