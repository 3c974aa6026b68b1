import Highcharts from 'highcharts';
import { HighchartsReact } from 'highcharts-react-official';
import { Box } from '@chakra-ui/react';
import { DASHBOARD_UI } from '../messages';

export interface ChartSeries {
  name: string;
  /** One value per category (line), or one [label, value] pair per slice (pie). */
  data: number[] | [string, number][];
}

export interface ChartProps {
  /** Names the chart for screen readers and tests. */
  title: string;
  kind: 'line' | 'doughnut';
  /** The x-axis labels of a line chart. */
  categories?: string[];
  series: ChartSeries[];
  /** How values read in tooltips and on the axis (money by default). */
  valuePrefix?: string;
}

/** The Highcharts options a chart draws: exported so tests check the series, not pixels. */
export function chartOptions({
  kind,
  categories,
  series,
  valuePrefix = '$',
}: ChartProps): Highcharts.Options {
  if (kind === 'doughnut') {
    return {
      chart: { type: 'pie', height: 280 },
      title: { text: undefined },
      credits: { enabled: false },
      tooltip: { valuePrefix, valueDecimals: 2, pointFormat: '<b>{point.y}</b> ({point.percentage:.1f}%)' },
      plotOptions: { pie: { innerSize: '60%', dataLabels: { enabled: true, format: '{point.name}' } } },
      series: series.map((s) => ({ type: 'pie', name: s.name, data: s.data })),
    };
  }
  return {
    chart: { type: 'line', height: 280 },
    title: { text: undefined },
    credits: { enabled: false },
    xAxis: { categories },
    yAxis: { title: { text: undefined }, labels: { format: `${valuePrefix}{value:,.0f}` } },
    tooltip: { valuePrefix, valueDecimals: 2, shared: true },
    series: series.map((s) => ({ type: 'line', name: s.name, data: s.data })),
  };
}

/**
 * A Highcharts chart. Only the dashboard route imports this file, so Highcharts (~100 KB gzip)
 * is in that route's chunk and never on public or sign-in pages. The series are also written to
 * data attributes, so a test (jsdom draws no SVG layout) can read what is drawn.
 */
export function Chart(props: ChartProps) {
  return (
    <Box
      role="figure"
      aria-label={DASHBOARD_UI.chartLabel(props.title)}
      data-testid="chart"
      data-chart-kind={props.kind}
      data-categories={JSON.stringify(props.categories ?? [])}
      data-series={JSON.stringify(props.series)}
      minH="280px"
    >
      <HighchartsReact highcharts={Highcharts} options={chartOptions(props)} />
    </Box>
  );
}
