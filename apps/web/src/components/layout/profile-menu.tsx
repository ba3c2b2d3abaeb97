import { Menu, Text } from '@mantine/core';
import { IconKey, IconLogout, IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Session } from '../../lib/session';
import { signOut } from '../../lib/sign-out';
import { ProfileButton } from './nav-parts';

/** The signed-in user's menu in the header (its own chunk: visitors never load Mantine's menu and popover). */
export function ProfileMenu({ session, defaultOpened = false }: { session: Session; defaultOpened?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = () => {
    void signOut().then(() => navigate('/login'));
  };
  return (
    // A click outside is told by the pointer going down, not by mousedown: a press on the waiting button (header.tsx)
    // opens this menu at pointerdown, and the same press's mousedown then lands beside this new button, which would
    // close the menu it has just opened.
    <Menu position="bottom-end" width={260} withinPortal defaultOpened={defaultOpened} clickOutsideEvents={['pointerdown']}>
      <Menu.Target>
        <ProfileButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={500} c="dark" truncate>
            {session.user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={16} />}>
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/changePassword" leftSection={<IconKey size={16} />}>
          {t('nav.changePassword')}
        </Menu.Item>
        <Menu.Item component={Link} to="/2-factor" leftSection={<IconShieldLock size={16} />}>
          {t('nav.twoFactor')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
