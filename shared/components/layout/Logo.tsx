/** The firm's mark (the same drawing as the favicon and app icons): decorative, the brand link carries the name. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0a7c66" />
      <rect x="12" y="14" width="30" height="6" rx="3" fill="#fff" />
      <rect x="12" y="25" width="19" height="6" rx="3" fill="#fff" fillOpacity="0.78" />
      <rect x="12" y="36" width="11" height="6" rx="3" fill="#fff" fillOpacity="0.56" />
      <path d="M27.5 40.5 35 48 50 27" fill="none" stroke="#f5b942" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
