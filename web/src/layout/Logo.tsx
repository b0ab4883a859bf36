/** The Tessera mark: four tiles. */
export default function Logo({ size = 22 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#2f54eb" />
      <rect x="7" y="7" width="8" height="8" rx="1.5" fill="#fff" />
      <rect x="17" y="7" width="8" height="8" rx="1.5" fill="#fff" opacity=".65" />
      <rect x="7" y="17" width="8" height="8" rx="1.5" fill="#fff" opacity=".65" />
      <rect x="17" y="17" width="8" height="8" rx="1.5" fill="#fff" />
    </svg>
  );
}
