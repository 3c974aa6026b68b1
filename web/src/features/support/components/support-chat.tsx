import { lazy, Suspense, useState } from 'react';
import { IconButton } from '@chakra-ui/react';
import { SUPPORT_CHAT_MESSAGES as M } from '@haulbooks/domain';
import type { SupportFiles } from '../api/support-files';

// The panel (and the Storage code behind photos) loads on the first open, not with every screen.
const SupportChatPanel = lazy(() =>
  import('./support-chat-panel').then((m) => ({ default: m.SupportChatPanel })),
);
const loadFiles = () => import('../api/support-files').then((m) => m.supportFiles);

/** The floating support chat button, bottom right on every signed-in customer screen. */
export function SupportChat({ files }: { files?: SupportFiles }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<SupportFiles | null>(files ?? null);

  const toggle = () => {
    if (!open && !loaded) void loadFiles().then(setLoaded);
    setOpen(!open);
  };

  return (
    <>
      {open && loaded ? (
        <Suspense fallback={null}>
          <SupportChatPanel files={loaded} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
      <IconButton
        aria-label={open ? M.close : M.open}
        aria-expanded={open}
        position="fixed"
        bottom={{ base: '4', md: '6' }}
        right={{ base: '3', md: '6' }}
        size="lg"
        borderRadius="full"
        colorPalette="brand"
        shadow="lg"
        zIndex="popover"
        onClick={toggle}
      >
        <svg
          width="24"
          height="24"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
        </svg>
      </IconButton>
    </>
  );
}
