/**
 * The cashbox income of the last days as a small SVG bar chart of our own (no chart library in the player app):
 * one bar per platform day, scaled to the largest day, the day (MM-DD) under each bar and the amount above it.
 */
import type { ReactNode } from 'react';
import type { CashboxIncomeDay } from '../api/cashbox';

const WIDTH = 320;
const HEIGHT = 150;
const TOP = 18;
const BOTTOM = 22;

interface IncomeChartProps {
  days: CashboxIncomeDay[];
  /** Accessible name of the chart. */
  label: string;
}

export function IncomeChart({ days, label }: IncomeChartProps): ReactNode {
  const max = Math.max(0, ...days.map((d) => Number(d.income)));
  const slot = WIDTH / Math.max(1, days.length);
  const bar = Math.min(28, slot * 0.6);
  const area = HEIGHT - TOP - BOTTOM;
  return (
    <svg className="cb-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} data-testid="cashbox-chart">
      <line x1={0} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className="cb-chart-axis" />
      {days.map((d, i) => {
        const value = Number(d.income);
        const h = max > 0 ? Math.max(value > 0 ? 2 : 0, (value / max) * area) : 0;
        const x = i * slot + (slot - bar) / 2;
        const y = HEIGHT - BOTTOM - h;
        return (
          <g key={d.day} data-testid="cashbox-chart-day">
            <rect x={x} y={y} width={bar} height={h} rx={3} className="cb-chart-bar" />
            {value > 0 ? (
              <text x={x + bar / 2} y={y - 4} textAnchor="middle" className="cb-chart-value">
                {d.income}
              </text>
            ) : null}
            <text x={x + bar / 2} y={HEIGHT - 6} textAnchor="middle" className="cb-chart-day">
              {d.day.slice(5)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
