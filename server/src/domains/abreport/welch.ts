/**
 * Welch's t-test: two groups' means compared without assuming equal variances (an experiment's groups seldom have
 * them). No statistics library is installed, so the t distribution is computed here from the regularised
 * incomplete beta function.
 *
 * For samples c (control) and g (a group) with sizes n, means m and sample variances s² (divided by n − 1):
 *
 *   t  = (m_g − m_c) / √(s_g²/n_g + s_c²/n_c)
 *   ν  = (s_g²/n_g + s_c²/n_c)² / ( (s_g²/n_g)² / (n_g − 1) + (s_c²/n_c)² / (n_c − 1) )    (Welch–Satterthwaite)
 *   p  = P(|T_ν| ≥ |t|) = I_{ν/(ν+t²)}(ν/2, 1/2)                                              (two-sided)
 *
 * where I_x(a, b) is the regularised incomplete beta function.
 */

export interface SampleSummary {
  n: number;
  mean: number;
  /** Sample variance (divided by n − 1); 0 for a single value. */
  variance: number;
}

export interface WelchResult {
  t: number;
  df: number;
  p: number;
}

export function summarize(values: readonly number[]): SampleSummary | null {
  const n = values.length;
  if (n === 0) return null;
  const mean = values.reduce((sum, v) => sum + v, 0) / n;
  const variance = n < 2 ? 0 : values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (n - 1);
  return { n, mean, variance };
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7, nine coefficients: about 15 significant digits). */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0];
  for (let i = 1; i < c.length; i += 1) sum += c[i] / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The continued fraction of I_x(a, b), evaluated by the modified Lentz method; converges for x < (a+1)/(a+b+2). */
function betaFraction(x: number, a: number, b: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  d = 1 / (Math.abs(d) < tiny ? tiny : d);
  let f = d;
  for (let m = 1; m <= 300; m += 1) {
    const even = (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m));
    d = 1 / (Math.abs(1 + even * d) < tiny ? tiny : 1 + even * d);
    c = Math.abs(1 + even / c) < tiny ? tiny : 1 + even / c;
    f *= d * c;
    const odd = -((a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1));
    d = 1 / (Math.abs(1 + odd * d) < tiny ? tiny : 1 + odd * d);
    c = Math.abs(1 + odd / c) < tiny ? tiny : 1 + odd / c;
    const step = d * c;
    f *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return f;
}

/** The regularised incomplete beta function I_x(a, b), 0 ≤ x ≤ 1. */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  // The fraction converges fast on one side of the mean of the beta distribution; the other side by symmetry.
  if (x < (a + 1) / (a + b + 2)) return (front * betaFraction(x, a, b)) / a;
  return 1 - (front * betaFraction(1 - x, b, a)) / b;
}

/** Two-sided p-value of t under Student's t distribution with df degrees of freedom (df may be fractional). */
export function twoSidedP(t: number, df: number): number {
  return incompleteBeta(df / (df + t * t), df / 2, 0.5);
}

/**
 * Welch's t of `group` against `control`; null when it is undefined: fewer than two observations in a group, or
 * no variance in either (the difference has no standard error).
 */
export function welch(control: SampleSummary, group: SampleSummary): WelchResult | null {
  if (control.n < 2 || group.n < 2) return null;
  const vc = control.variance / control.n;
  const vg = group.variance / group.n;
  const se2 = vc + vg;
  if (!(se2 > 0)) return null;
  const t = (group.mean - control.mean) / Math.sqrt(se2);
  const df = (se2 * se2) / ((vg * vg) / (group.n - 1) + (vc * vc) / (control.n - 1));
  return { t, df, p: twoSidedP(t, df) };
}
