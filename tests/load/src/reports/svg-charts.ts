import { escapeHtml as escapeXml } from '@wishwall/security/escape-html';

/** Small, dependency-free SVG charts for the self-contained HTML reports. */

export interface Series {
  name: string;
  color: string;
  values: readonly number[];
}

const WIDTH = 640;
const HEIGHT = 260;
const MARGIN = { top: 16, right: 16, bottom: 40, left: 56 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;

/** A round axis maximum (1, 2 or 5 times a power of ten) at or above `value`. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value)!;
  return step * power;
}

function frame(yMax: number, xLabel: string, yLabel: string, xTicks: string[]): string {
  const parts: string[] = [];
  for (let i = 0; i <= 4; i++) {
    const y = MARGIN.top + PLOT_H - (i / 4) * PLOT_H;
    parts.push(
      `<line x1="${MARGIN.left}" x2="${MARGIN.left + PLOT_W}" y1="${y}" y2="${y}" stroke="#e5e7eb"/>`,
      `<text x="${MARGIN.left - 6}" y="${y + 4}" text-anchor="end" font-size="11">${Math.round((yMax * i) / 4)}</text>`,
    );
  }
  xTicks.forEach((label, i) => {
    if (!label) return;
    const x = MARGIN.left + ((i + 0.5) / xTicks.length) * PLOT_W;
    parts.push(
      `<text x="${x}" y="${MARGIN.top + PLOT_H + 14}" text-anchor="middle" font-size="11">${escapeXml(label)}</text>`,
    );
  });
  parts.push(
    `<text x="${MARGIN.left + PLOT_W / 2}" y="${HEIGHT - 6}" text-anchor="middle" font-size="12">${escapeXml(xLabel)}</text>`,
    `<text x="14" y="${MARGIN.top + PLOT_H / 2}" text-anchor="middle" font-size="12" transform="rotate(-90 14 ${MARGIN.top + PLOT_H / 2})">${escapeXml(yLabel)}</text>`,
  );
  return parts.join('');
}

function legend(series: readonly Series[]): string {
  return series
    .map(
      (s, i) =>
        `<rect x="${MARGIN.left + 8 + i * 150}" y="${MARGIN.top}" width="10" height="10" fill="${s.color}"/>` +
        `<text x="${MARGIN.left + 22 + i * 150}" y="${MARGIN.top + 9}" font-size="11">${escapeXml(s.name)}</text>`,
    )
    .join('');
}

function svg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" font-family="system-ui, sans-serif">${body}</svg>`;
}

/** Lines over equally spaced x positions (e.g. one point per second). */
export function lineChart(series: readonly Series[], xLabel: string, yLabel: string): string {
  const length = Math.max(1, ...series.map((s) => s.values.length));
  const yMax = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const x = (i: number) => MARGIN.left + ((i + 0.5) / length) * PLOT_W;
  const y = (v: number) => MARGIN.top + PLOT_H - (v / yMax) * PLOT_H;
  const ticks = Array.from({ length }, (_, i) =>
    length <= 20 || i % 5 === 0 ? String(i + 1) : '',
  );
  const lines = series
    .map((s) => {
      const points = s.values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
      return `<polyline fill="none" stroke="${s.color}" stroke-width="2" points="${points}"/>`;
    })
    .join('');
  return svg(frame(yMax, xLabel, yLabel, ticks) + lines + legend(series));
}

/** Vertical bars, one per labelled bucket, optionally with a dashed limit line. */
export function barChart(
  bars: readonly { label: string; value: number }[],
  xLabel: string,
  yLabel: string,
  color: string,
  limit?: { value: number; label: string },
): string {
  const yMax = niceMax(Math.max(limit?.value ?? 0, ...bars.map((b) => b.value)));
  const slot = PLOT_W / Math.max(1, bars.length);
  const every = Math.ceil(bars.length / 16);
  const rects = bars
    .map((bar, i) => {
      const h = (bar.value / yMax) * PLOT_H;
      const x = MARGIN.left + i * slot + slot * 0.1;
      return `<rect x="${x.toFixed(1)}" y="${(MARGIN.top + PLOT_H - h).toFixed(1)}" width="${(slot * 0.8).toFixed(1)}" height="${h.toFixed(1)}" fill="${color}"><title>${escapeXml(`${bar.label}: ${bar.value}`)}</title></rect>`;
    })
    .join('');
  let limitLine = '';
  if (limit) {
    const ly = MARGIN.top + PLOT_H - (limit.value / yMax) * PLOT_H;
    limitLine =
      `<line x1="${MARGIN.left}" x2="${MARGIN.left + PLOT_W}" y1="${ly}" y2="${ly}" stroke="#dc2626" stroke-dasharray="6 4"/>` +
      `<text x="${MARGIN.left + 4}" y="${ly - 4}" font-size="11" fill="#dc2626">${escapeXml(limit.label)}</text>`;
  }
  const ticks = bars.map((bar, i) => (i % every === 0 ? bar.label : ''));
  return svg(frame(yMax, xLabel, yLabel, ticks) + rects + limitLine);
}
