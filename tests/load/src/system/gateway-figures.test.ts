import { describe, expect, it } from 'vitest';
import { parsePrometheusText } from '@wishwall/testing/prometheus-text';
import { gatewayFigures } from './gateway-figures.ts';

const reading = (pushes: number, sumSeconds: number, fast: number, broadcasts: number) =>
  parsePrometheusText(`# HELP wishwall_gateway_sockets_connected Socket.IO connections
wishwall_gateway_sockets_connected{service="gateway"} 1000
wishwall_gateway_broadcasts_total{event="counts",service="gateway"} ${broadcasts}
wishwall_gateway_broadcasts_total{event="top",service="gateway"} 1
wishwall_gateway_tick_duration_seconds_bucket{le="0.01",service="gateway"} ${fast}
wishwall_gateway_tick_duration_seconds_bucket{le="0.025",service="gateway"} ${pushes}
wishwall_gateway_tick_duration_seconds_bucket{le="+Inf",service="gateway"} ${pushes}
wishwall_gateway_tick_duration_seconds_sum{service="gateway"} ${sumSeconds}
wishwall_gateway_tick_duration_seconds_count{service="gateway"} ${pushes}
wishwall_gateway_fanout_duration_seconds_sum{service="gateway"} ${sumSeconds / 2}
wishwall_gateway_fanout_duration_seconds_count{service="gateway"} ${pushes}
`);

describe('gatewayFigures', () => {
  it('reports what happened between two readings, not since the start', () => {
    const figures = gatewayFigures('g1', reading(10, 0.1, 10, 5), reading(110, 1.1, 110, 105));
    expect(figures.pushMeanMs).toBeCloseTo(10, 6);
    expect(figures.fanOutMeanMs).toBeCloseTo(5, 6);
    expect({ ...figures, pushMeanMs: 10, fanOutMeanMs: 5 }).toEqual({
      gateway: 'g1',
      sockets: 1000,
      pushes: 100,
      pushMeanMs: 10,
      pushP99Ms: 10,
      fanOutMeanMs: 5,
      broadcasts: 100,
      socketWrites: 100_000,
    });
  });

  it('puts the p99 in the first bucket holding 99 % of the pushes', () => {
    const figures = gatewayFigures('g1', reading(0, 0, 0, 0), reading(100, 1, 98, 0));
    expect(figures.pushP99Ms).toBe(25);
  });
});
