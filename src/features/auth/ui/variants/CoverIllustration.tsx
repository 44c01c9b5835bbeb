import {
  IconCar,
  IconHeartbeat,
  IconHome,
  IconShieldCheck,
  IconUmbrella,
  type Icon,
} from '@tabler/icons-react'
import classes from './variants.module.css'

const CARD = { fill: 'var(--art-card)', stroke: 'var(--art-card-edge)' }
const LINE = 'var(--art-line)'
const BARS = [46, 72, 58, 96, 80, 112]
const DOTS = Array.from({ length: 24 }, (_, index) => ({
  x: 40 + (index % 6) * 16,
  y: 40 + Math.floor(index / 6) * 16,
}))
const DONUT = 2 * Math.PI * 30

/** A small rounded tile holding one line of business (home, car, health...). */
function Chip({ x, y, icon: Glyph, color }: { x: number; y: number; icon: Icon; color: string }) {
  return (
    <g>
      <rect x={x} y={y} width="52" height="52" rx="14" {...CARD} />
      <Glyph x={x + 12} y={y + 12} size={28} stroke={1.75} color={color} />
    </g>
  )
}

/**
 * The cover frame's picture, drawn inline so it needs no file, shows offline from the first
 * visit and takes its colours from the skin (the `--art-*` variables of the frame): an agency's
 * dashboard, a policy, the lines of business around them, and the screen's own motif.
 */
export function CoverIllustration({ motif: Motif }: { motif: Icon }) {
  return (
    <svg className={classes.illustration} viewBox="0 0 560 460" focusable="false">
      <circle cx="290" cy="230" r="180" fill="var(--art-blob)" />
      <circle cx="500" cy="70" r="22" fill="var(--art-accent-soft)" />
      {DOTS.map(({ x, y }) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="2.5" fill="var(--art-dot)" />
      ))}
      <ellipse cx="290" cy="430" rx="220" ry="14" fill="var(--art-ground)" />

      {/* The dashboard: a window with a bar chart and a donut. */}
      <rect x="150" y="100" width="300" height="200" rx="18" fill="var(--art-ground)" />
      <rect x="150" y="90" width="300" height="200" rx="18" {...CARD} />
      <circle cx="174" cy="112" r="5" fill="var(--mantine-color-red-4)" />
      <circle cx="190" cy="112" r="5" fill="var(--mantine-color-yellow-4)" />
      <circle cx="206" cy="112" r="5" fill="var(--mantine-color-green-4)" />
      <rect x="226" y="107" width="110" height="10" rx="5" fill={LINE} />
      <line x1="150" y1="132" x2="450" y2="132" stroke={LINE} strokeWidth="2" />
      {BARS.map((height, index) => (
        <rect
          key={index}
          x={172 + index * 28}
          y={268 - height}
          width="18"
          height={height}
          rx="5"
          fill={index === BARS.length - 1 ? 'var(--art-accent)' : 'var(--art-accent-soft)'}
        />
      ))}
      <circle cx="398" cy="196" r="30" fill="none" stroke={LINE} strokeWidth="12" />
      <circle
        cx="398"
        cy="196"
        r="30"
        fill="none"
        stroke="var(--art-accent)"
        strokeWidth="12"
        strokeLinecap="round"
        strokeDasharray={`${DONUT * 0.68} ${DONUT}`}
        transform="rotate(-90 398 196)"
      />
      <rect x="370" y="244" width="56" height="8" rx="4" fill={LINE} />
      <rect x="378" y="260" width="40" height="8" rx="4" fill={LINE} />

      {/* The policy: a document with a shield, lines and a signature. */}
      <rect x="70" y="220" width="160" height="196" rx="16" fill="var(--art-ground)" />
      <rect x="70" y="210" width="160" height="196" rx="16" {...CARD} />
      <circle cx="110" cy="252" r="22" fill="var(--art-accent-soft)" />
      <IconShieldCheck x={96} y={238} size={28} stroke={1.75} color="var(--art-accent)" />
      <rect x="144" y="242" width="66" height="8" rx="4" fill={LINE} />
      <rect x="144" y="258" width="46" height="8" rx="4" fill={LINE} />
      {[120, 104, 116, 80].map((width, index) => (
        <rect key={index} x="90" y={292 + index * 18} width={width} height="8" rx="4" fill={LINE} />
      ))}
      <path
        d="M92 384q12-16 24 0t24 0t24 0"
        fill="none"
        stroke="var(--art-accent)"
        strokeWidth="3"
        strokeLinecap="round"
      />

      <Chip x={40} y={128} icon={IconCar} color="var(--mantine-color-teal-6)" />
      <Chip x={478} y={138} icon={IconHome} color="var(--mantine-color-orange-6)" />
      <Chip x={262} y={24} icon={IconHeartbeat} color="var(--mantine-color-red-6)" />
      <Chip x={258} y={334} icon={IconUmbrella} color="var(--art-accent)" />

      {/* The screen's own motif, in a badge at the front. */}
      <circle
        cx="420"
        cy="336"
        r="74"
        fill="none"
        stroke="var(--art-accent)"
        strokeOpacity="0.4"
        strokeWidth="2"
        strokeDasharray="6 9"
      />
      <circle cx="420" cy="336" r="58" fill="var(--art-accent)" />
      <Motif x={392} y={308} size={56} stroke={1.5} color="var(--art-ink)" />

      <path d="M526 252l4 9 9 4-9 4-4 9-4-9-9-4 9-4z" fill="var(--mantine-color-orange-5)" />
      <path d="M34 300l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="var(--art-accent)" opacity="0.6" />
      <circle cx="132" cy="62" r="5" fill="var(--mantine-color-yellow-5)" />
      <circle cx="246" cy="414" r="6" fill="var(--mantine-color-teal-5)" opacity="0.7" />
    </svg>
  )
}
