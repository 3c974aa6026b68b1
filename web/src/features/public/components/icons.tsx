/**
 * Line icons of the public site (24×24, stroke = currentColor). Inline SVG so the landing page
 * fetches nothing extra; decorative, hidden from assistive technology.
 */
import type { ReactNode } from 'react';
import { Svg as LineIcon } from '../../../lib/icons';

// The logo mark is shared with the Chakra screens (lib/logo.tsx); the public site takes it from
// here with its other icons. (Measured: with BrandLink importing lib/logo directly, Rolldown split
// React into a second landing-page chunk, +2.3 KB gzip.)
export { LogoMark } from '../../../lib/logo';

function Svg({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return (
    <LineIcon width={size} height={size}>
      {children}
    </LineIcon>
  );
}

export const ScanIcon = () => (
  <Svg>
    <path d="M3 7V4h3M21 7V4h-3M3 17v3h3M21 17v3h-3" />
    <path d="M7 9h10M7 12h10M7 15h6" />
  </Svg>
);

export const ChartIcon = () => (
  <Svg>
    <path d="M3 3v18h18" />
    <path d="M7 15l4-4 3 3 5-6" />
  </Svg>
);

export const ShieldCheckIcon = () => (
  <Svg>
    <path d="M12 2l8 4v6c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10V6z" />
    <path d="M8.5 12l2.5 2.5 4.5-5" />
  </Svg>
);

export const TagIcon = () => (
  <Svg>
    <path d="M20.6 13.4L13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </Svg>
);

export const CloudLockIcon = () => (
  <Svg>
    <path d="M7 18a5 5 0 1 1 .9-9.9A6 6 0 0 1 19 9.5 4.3 4.3 0 0 1 18 18" />
    <rect x="9" y="14" width="6" height="6" rx="1" />
    <path d="M10.5 14v-1.5a1.5 1.5 0 0 1 3 0V14" />
  </Svg>
);

export const BoltIcon = () => (
  <Svg>
    <path d="M13 2L4 14h7l-1 8 9-12h-7z" />
  </Svg>
);

export const HeadsetIcon = () => (
  <Svg>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="2.5" y="14" width="4" height="6" rx="1.5" />
    <rect x="17.5" y="14" width="4" height="6" rx="1.5" />
  </Svg>
);

export const CheckIcon = () => (
  <Svg size={18}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Svg>
);

export const CloseIcon = () => (
  <Svg size={18}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);

export const ArrowLeftIcon = () => (
  <Svg size={18}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </Svg>
);

export const PhoneIcon = () => (
  <Svg size={18}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
  </Svg>
);

export const MailIcon = () => (
  <Svg size={18}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="M22 6l-10 7L2 6" />
  </Svg>
);
