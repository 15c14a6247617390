/**
 * The decorative dashed-line generator (`docs/design.md` §5.7): turns an SVG path of straight
 * segments into explicit dash sub-paths, so each dash can be drawn and animated on its own.
 *
 * It understands `M`, `L`, `H`, `V` and `Z` (absolute and relative); any other command raises
 * {@link UNSUPPORTED_COMMAND_MESSAGE}, and more than {@link MAX_DASH_CYCLES} dashes raise
 * {@link CYCLE_LIMIT_MESSAGE}. Callers fall back to the static texture on either error.
 */

/** Most dashes one path may produce. */
export const MAX_DASH_CYCLES = 10_000;
export const CYCLE_LIMIT_MESSAGE = 'The number of cycles exceeds the upper limit';
export const UNSUPPORTED_COMMAND_MESSAGE = 'The command is not supported, fallback to texture';

/** A straight segment in user units. */
export interface LineSegment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

const TOKEN = /([A-Za-z])|(-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)/g;

/**
 * Parses `d` into straight segments.
 * @throws {Error} {@link UNSUPPORTED_COMMAND_MESSAGE} for curves, arcs or malformed input.
 */
export function parseLinePath(d: string): LineSegment[] {
  const tokens = [...d.matchAll(TOKEN)].map((match) => match[0]);
  const segments: LineSegment[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let command = '';
  let i = 0;
  const number = (): number => {
    const token = tokens[i++];
    const value = token === undefined ? Number.NaN : Number(token);
    if (Number.isNaN(value)) throw new Error(UNSUPPORTED_COMMAND_MESSAGE);
    return value;
  };
  const lineTo = (nx: number, ny: number) => {
    segments.push({ x1: x, y1: y, x2: nx, y2: ny });
    x = nx;
    y = ny;
  };
  while (i < tokens.length) {
    const token = tokens[i] ?? '';
    if (/^[A-Za-z]$/.test(token)) {
      command = token;
      i += 1;
      if (command === 'Z' || command === 'z') {
        lineTo(startX, startY);
        continue;
      }
    } else if (command === '') {
      throw new Error(UNSUPPORTED_COMMAND_MESSAGE);
    }
    const relative = command === command.toLowerCase();
    switch (command.toUpperCase()) {
      case 'M': {
        const nx = number() + (relative ? x : 0);
        const ny = number() + (relative ? y : 0);
        x = startX = nx;
        y = startY = ny;
        // Further pairs after a move are implicit line-tos (SVG 1.1, 8.3.2).
        command = relative ? 'l' : 'L';
        break;
      }
      case 'L': {
        const nx = number() + (relative ? x : 0);
        lineTo(nx, number() + (relative ? y : 0));
        break;
      }
      case 'H':
        lineTo(number() + (relative ? x : 0), y);
        break;
      case 'V':
        lineTo(x, number() + (relative ? y : 0));
        break;
      default:
        throw new Error(UNSUPPORTED_COMMAND_MESSAGE);
    }
  }
  return segments;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Splits the straight path `d` into dashes `dash` long with `gap` between them.
 * @returns A path `d` made of one `M…L…` sub-path per dash.
 * @throws {Error} {@link CYCLE_LIMIT_MESSAGE} past {@link MAX_DASH_CYCLES} dashes;
 *   {@link UNSUPPORTED_COMMAND_MESSAGE} for commands other than M, L, H, V, Z.
 */
export function dashPath(d: string, dash: number, gap: number): string {
  if (!(dash > 0) || !(gap >= 0)) throw new RangeError('dash must be > 0 and gap ≥ 0');
  const parts: string[] = [];
  let cycles = 0;
  for (const { x1, y1, x2, y2 } of parseLinePath(d)) {
    const length = Math.hypot(x2 - x1, y2 - y1);
    if (length === 0) continue;
    const ux = (x2 - x1) / length;
    const uy = (y2 - y1) / length;
    for (let at = 0; at < length; at += dash + gap) {
      cycles += 1;
      if (cycles > MAX_DASH_CYCLES) throw new Error(CYCLE_LIMIT_MESSAGE);
      const end = Math.min(at + dash, length);
      parts.push(`M${round(x1 + ux * at)} ${round(y1 + uy * at)}L${round(x1 + ux * end)} ${round(y1 + uy * end)}`);
    }
  }
  return parts.join('');
}
