import type { SVGProps } from 'react';
import { palette } from './design-tokens';

/**
 * The Haulbooks mark: a navy truck on an amber tile, the same drawing as the favicon
 * (web/public/favicon.svg; a test keeps the two alike). Plain React, no Chakra: the public pages,
 * the sign-in pages, the customer shell and the admin shell all show it. Decorative: it always
 * stands next to the product name.
 */
export function LogoMark({ size = 34, ...props }: SVGProps<SVGSVGElement> & { size?: number | string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-logo-mark=""
      {...props}
    >
      <rect width="32" height="32" rx="8" fill={palette.accent[400]} />
      <g
        fill="none"
        stroke={palette.brand[800]}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        transform="translate(6 6) scale(0.8333)"
      >
        <path d="M1 4h14v11H1z" />
        <path d="M15 8h4l4 4v3h-8z" />
        <circle cx="5.5" cy="18" r="2.2" />
        <circle cx="18.5" cy="18" r="2.2" />
      </g>
    </svg>
  );
}
