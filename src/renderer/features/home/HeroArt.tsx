/** Decorative hero illustration: an online lesson with a drawing board (a video meeting). */
export function HeroArt() {
  return (
    <svg className="hero-art" viewBox="0 0 400 320" aria-hidden="true" focusable="false">
      <circle cx="330" cy="62" r="42" fill="var(--color-accent-300)" />
      <rect x="24" y="40" width="336" height="236" rx="22" fill="var(--color-primary-100)" />
      <g filter="url(#hero-shadow)">
        <rect x="48" y="64" width="300" height="190" rx="16" fill="#fff" />
      </g>
      <circle cx="70" cy="84" r="5" fill="var(--color-primary-200)" />
      <circle cx="86" cy="84" r="5" fill="var(--color-primary-200)" />
      <circle cx="102" cy="84" r="5" fill="var(--color-accent-400)" />
      <rect x="64" y="102" width="112" height="132" rx="12" fill="var(--color-primary-50)" />
      <circle cx="120" cy="150" r="22" fill="var(--color-primary-500)" />
      <path d="M84 228c4-28 20-42 36-42s32 14 36 42z" fill="var(--color-primary-600)" />
      <rect
        x="190"
        y="102"
        width="142"
        height="132"
        rx="12"
        fill="var(--color-surface-muted)"
        stroke="var(--color-border)"
      />
      <text
        x="206"
        y="146"
        fontSize="22"
        fontWeight="700"
        fill="var(--color-primary-700)"
        fontFamily="var(--font-sans)"
      >
        a² + b² = c²
      </text>
      <path
        d="M206 172l26 30 30-44"
        fill="none"
        stroke="var(--color-accent-700)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M276 206h40M276 190h28" stroke="var(--color-primary-200)" strokeWidth="6" strokeLinecap="round" />
      <g filter="url(#hero-shadow)">
        <rect x="8" y="232" width="150" height="56" rx="14" fill="#fff" />
      </g>
      <circle cx="36" cy="260" r="12" fill="var(--color-success-50)" />
      <path
        d="M30 260l4.5 4.5L42 256"
        fill="none"
        stroke="var(--color-success-600)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M58 252h82M58 268h56" stroke="var(--color-border-strong)" strokeWidth="6" strokeLinecap="round" />
      <defs>
        <filter id="hero-shadow" x="-10%" y="-10%" width="120%" height="130%">
          <feDropShadow dx="0" dy="6" stdDeviation="8" floodColor="#10204033" />
        </filter>
      </defs>
    </svg>
  );
}
