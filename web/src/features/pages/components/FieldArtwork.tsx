import classes from "./FieldArtwork.module.css";

/**
 * Abstract compositions that stand in for a creative field's cover. They are decoration, not
 * anyone's work, and follow the accent colour in both schemes.
 */
const compositions = [
  <g key="composition-1">
    <circle cx="96" cy="70" r="46" className={classes.strong} />
    <circle cx="150" cy="92" r="34" className={classes.soft} />
    <rect x="22" y="104" width="72" height="8" rx="4" className={classes.line} />
  </g>,
  <g key="composition-2">
    <rect x="34" y="26" width="58" height="98" rx="6" className={classes.soft} />
    <rect x="104" y="46" width="58" height="78" rx="6" className={classes.strong} />
    <circle cx="160" cy="36" r="10" className={classes.line} />
  </g>,
  <g key="composition-3">
    <path d="M20 124 L100 24 L180 124 Z" className={classes.soft} />
    <path d="M70 124 L130 50 L190 124 Z" className={classes.strong} />
  </g>,
  <g key="composition-4">
    <path d="M28 124a72 72 0 0 1 144 0" className={classes.strong} />
    <path d="M60 124a40 40 0 0 1 80 0" className={classes.ground} />
    <circle cx="162" cy="40" r="14" className={classes.soft} />
  </g>,
  <g key="composition-5">
    {[0, 1, 2, 3, 4].map((row) =>
      [0, 1, 2, 3, 4, 5, 6].map((col) => (
        <circle
          key={`${row}-${col}`}
          cx={34 + col * 22}
          cy={30 + row * 22}
          r={(row + col) % 3 === 0 ? 7 : 4}
          className={(row + col) % 3 === 0 ? classes.strong : classes.soft}
        />
      )),
    )}
  </g>,
  <g key="composition-6">
    <rect x="30" y="30" width="90" height="90" rx="45" className={classes.soft} />
    <rect x="80" y="30" width="90" height="90" rx="14" className={classes.strong} />
  </g>,
];

export interface FieldArtworkProps {
  /** Picks the composition; neighbouring tiles get different ones. */
  index: number;
}

export function FieldArtwork({ index }: FieldArtworkProps) {
  return (
    <svg
      viewBox="0 0 200 150"
      preserveAspectRatio="xMidYMid slice"
      className={classes.root}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="200" height="150" className={classes.ground} />
      {compositions[index % compositions.length]}
    </svg>
  );
}
