import type { SVGProps } from 'react';

/* Icons of the discovery screens, drawn like the UI kit's (24 px grid, currentColor, decorative). */

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function svgProps({ size = 20, ...rest }: IconProps) {
  return {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    'aria-hidden': true,
    focusable: false,
    ...rest,
  };
}

export const HeartIcon = ({ filled, ...props }: IconProps & { filled?: boolean }) => (
  <svg {...svgProps(props)} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7-4.4-9.2-8.6C1.3 8.4 3 5 6.4 5c2 0 3.3 1.1 3.9 2.2h3.4C14.3 6.1 15.6 5 17.6 5 21 5 22.7 8.4 21.2 11.4 19 15.6 12 20 12 20z" />
  </svg>
);

export const StarIcon = (props: IconProps) => (
  <svg {...svgProps(props)} fill="currentColor" stroke="none">
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  </svg>
);

export const PinIcon = (props: IconProps) => (
  <svg {...svgProps(props)}>
    <path d="M12 21s-6-5.6-6-11a6 6 0 0112 0c0 5.4-6 11-6 11z" />
    <circle cx="12" cy="10" r="2.2" />
  </svg>
);

export const MonitorIcon = (props: IconProps) => (
  <svg {...svgProps(props)}>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M8 20h8M12 16v4" />
  </svg>
);

export const FilterIcon = (props: IconProps) => (
  <svg {...svgProps(props)}>
    <path d="M4 5h16l-6 7.5V19l-4-2v-4.5z" />
  </svg>
);
