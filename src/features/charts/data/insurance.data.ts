/**
 * The agency's demo figures for 2026 (hand-written, so tests can name values). Money is in
 * thousands of dollars; months are `YYYY-MM` and are labelled in the reader's language.
 */

export const LINES = ['auto', 'home', 'life', 'health', 'commercial'] as const
export type LineOfBusiness = (typeof LINES)[number]

export interface MonthlyPremiums extends Record<LineOfBusiness, number> {
  month: string
}

export const PREMIUMS_BY_MONTH: readonly MonthlyPremiums[] = [
  { month: '2026-01', auto: 182, home: 96, life: 64, health: 118, commercial: 141 },
  { month: '2026-02', auto: 176, home: 91, life: 66, health: 121, commercial: 137 },
  { month: '2026-03', auto: 194, home: 104, life: 71, health: 125, commercial: 152 },
  { month: '2026-04', auto: 201, home: 112, life: 69, health: 128, commercial: 149 },
  { month: '2026-05', auto: 213, home: 118, life: 74, health: 131, commercial: 163 },
  { month: '2026-06', auto: 226, home: 121, life: 78, health: 129, commercial: 171 },
  { month: '2026-07', auto: 231, home: 117, life: 80, health: 134, commercial: 168 },
  { month: '2026-08', auto: 219, home: 109, life: 77, health: 137, commercial: 158 },
  { month: '2026-09', auto: 224, home: 115, life: 82, health: 141, commercial: 174 },
  { month: '2026-10', auto: 238, home: 123, life: 85, health: 144, commercial: 181 },
  { month: '2026-11', auto: 242, home: 127, life: 88, health: 146, commercial: 186 },
  { month: '2026-12', auto: 251, home: 131, life: 93, health: 152, commercial: 195 },
]

export interface QuarterClaims extends Record<LineOfBusiness, number> {
  quarter: string
}

/** Claims opened per quarter and line (counts). */
export const CLAIMS_BY_QUARTER: readonly QuarterClaims[] = [
  { quarter: 'Q1', auto: 142, home: 61, life: 9, health: 88, commercial: 34 },
  { quarter: 'Q2', auto: 128, home: 74, life: 12, health: 81, commercial: 41 },
  { quarter: 'Q3', auto: 155, home: 58, life: 8, health: 93, commercial: 37 },
  { quarter: 'Q4', auto: 169, home: 82, life: 11, health: 97, commercial: 45 },
]

export interface MonthlyRetention {
  month: string
  renewals: number
  lapses: number
  newPolicies: number
}

export const RETENTION_BY_MONTH: readonly MonthlyRetention[] = [
  { month: '2026-01', renewals: 412, lapses: 38, newPolicies: 96 },
  { month: '2026-02', renewals: 398, lapses: 41, newPolicies: 88 },
  { month: '2026-03', renewals: 431, lapses: 35, newPolicies: 104 },
  { month: '2026-04', renewals: 445, lapses: 44, newPolicies: 111 },
  { month: '2026-05', renewals: 458, lapses: 39, newPolicies: 119 },
  { month: '2026-06', renewals: 472, lapses: 33, newPolicies: 124 },
  { month: '2026-07', renewals: 466, lapses: 47, newPolicies: 117 },
  { month: '2026-08', renewals: 451, lapses: 52, newPolicies: 102 },
  { month: '2026-09', renewals: 479, lapses: 36, newPolicies: 126 },
  { month: '2026-10', renewals: 488, lapses: 31, newPolicies: 133 },
  { month: '2026-11', renewals: 494, lapses: 29, newPolicies: 138 },
  { month: '2026-12', renewals: 503, lapses: 34, newPolicies: 141 },
]

/** Policies in force per line. */
export const POLICY_MIX: Readonly<Record<LineOfBusiness, number>> = {
  auto: 2140,
  home: 1385,
  life: 612,
  health: 1047,
  commercial: 498,
}

export const CHANNEL_MIX = { agents: 58, online: 27, brokers: 15 } as const

export const AGENT_METRICS = [
  'newBusiness',
  'retention',
  'crossSell',
  'satisfaction',
  'claimsHandling',
  'compliance',
] as const
export type AgentMetric = (typeof AGENT_METRICS)[number]

/** Scores out of 100 for three agents (names are people, not translated). */
export const AGENT_SCORES: readonly ({ metric: AgentMetric } & Record<string, number | string>)[] =
  [
    { metric: 'newBusiness', lucia: 86, marco: 72, aiko: 64 },
    { metric: 'retention', lucia: 78, marco: 88, aiko: 81 },
    { metric: 'crossSell', lucia: 69, marco: 61, aiko: 83 },
    { metric: 'satisfaction', lucia: 91, marco: 84, aiko: 88 },
    { metric: 'claimsHandling', lucia: 74, marco: 90, aiko: 70 },
    { metric: 'compliance', lucia: 95, marco: 89, aiko: 92 },
  ]
export const AGENTS = [
  { name: 'lucia', label: 'Lucía Fernández', color: 'violet.6' },
  { name: 'marco', label: 'Marco Rossi', color: 'teal.6' },
  { name: 'aiko', label: 'Aiko Tanaka', color: 'orange.6' },
] as const

/** The team's scores against the agency's target. */
export const TEAM_VS_TARGET: readonly ({ metric: AgentMetric } & Record<
  string,
  number | string
>)[] = [
  { metric: 'newBusiness', team: 74, target: 80 },
  { metric: 'retention', team: 82, target: 85 },
  { metric: 'crossSell', team: 71, target: 70 },
  { metric: 'satisfaction', team: 88, target: 85 },
  { metric: 'claimsHandling', team: 78, target: 80 },
  { metric: 'compliance', team: 92, target: 95 },
]

export interface ClaimPoint {
  size: number
  days: number
}

/** Settled claims: size (thousands of dollars) against days to settle, per line. */
// Several points a line keep the table readable.
// prettier-ignore
export const CLAIM_SETTLEMENTS: Readonly<Record<'auto' | 'home' | 'commercial', ClaimPoint[]>> = {
  auto: [
    { size: 2.1, days: 9 }, { size: 3.4, days: 12 }, { size: 4.8, days: 15 },
    { size: 6.2, days: 14 }, { size: 7.5, days: 21 }, { size: 9.1, days: 19 },
    { size: 11.4, days: 26 }, { size: 13.8, days: 31 }, { size: 15.2, days: 28 },
  ],
  home: [
    { size: 5.5, days: 18 }, { size: 8.9, days: 24 }, { size: 12.3, days: 30 },
    { size: 16.7, days: 37 }, { size: 21.2, days: 41 }, { size: 27.9, days: 52 },
    { size: 33.4, days: 58 },
  ],
  commercial: [
    { size: 18.4, days: 34 }, { size: 26.1, days: 45 }, { size: 34.8, days: 49 },
    { size: 42.5, days: 63 }, { size: 55.3, days: 71 }, { size: 68.9, days: 88 },
  ],
}

/** Weekly figures for the stat cards' sparklines (last 12 weeks). */
export const WEEKLY = {
  newPolicies: [22, 25, 21, 28, 30, 27, 33, 31, 35, 34, 38, 41],
  premiums: [48, 51, 47, 53, 55, 54, 58, 57, 61, 60, 63, 66],
  openClaims: [64, 61, 66, 59, 57, 60, 55, 52, 54, 49, 47, 45],
  lapses: [9, 11, 8, 12, 10, 13, 12, 14, 13, 15, 14, 16],
} as const

/** Claims paid per month (thousands of dollars), against the premiums above. */
// prettier-ignore
export const CLAIMS_PAID_BY_MONTH: readonly { month: string; paid: number }[] = [
  { month: '2026-01', paid: 398 }, { month: '2026-02', paid: 421 },
  { month: '2026-03', paid: 377 }, { month: '2026-04', paid: 452 },
  { month: '2026-05', paid: 431 }, { month: '2026-06', paid: 468 },
  { month: '2026-07', paid: 561 }, { month: '2026-08', paid: 538 },
  { month: '2026-09', paid: 447 }, { month: '2026-10', paid: 463 },
  { month: '2026-11', paid: 502 }, { month: '2026-12', paid: 541 },
]
