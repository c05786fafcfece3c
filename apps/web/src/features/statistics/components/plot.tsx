import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import classes from './plot.module.css';

export interface PlotProps {
  /** The whole drawing, axes included: the placeholder shown until this code arrives is as tall. */
  height: number;
  /** One label per category along the axis (a day, an hour, a payment type). */
  labels: string[];
  values: number[];
  kind: 'bars' | 'line';
  /** A Mantine colour, as `blue.6`. */
  color: string;
  /** The series' name in the tooltip. */
  name: string;
  /** Values on the axis and in the tooltip; counts by default. */
  format?: (value: number) => string;
  /** Bars growing rightwards from the categories listed down the left side. */
  horizontal?: boolean;
  dots?: boolean;
  maxBarWidth?: number;
  /** Room for the labels of the axis down the left side, in CSS pixels (money needs more than counts). */
  leftAxisWidth?: number;
}

/** Steps between labelled categories: hours by 2, 3, 4 or 6, days by the week. */
const CATEGORY_STEPS = [1, 2, 3, 4, 6, 7, 14, 28, 56, 91, 182, 364];
/** Steps between counts: whole numbers. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000];
const count = (value: number) => String(value);

const cssVar = (element: Element, name: string) => getComputedStyle(element).getPropertyValue(name).trim();
const mantineColor = (element: Element, color: string) =>
  cssVar(element, `--mantine-color-${color.replace('.', '-')}`) || color;

function options(props: PlotProps, element: HTMLElement, width: number, tooltip: HTMLElement): uPlot.Options {
  const { labels, kind, horizontal = false, format = count } = props;
  const color = mantineColor(element, props.color);
  const text = cssVar(element, '--mantine-color-dimmed');
  const grid = cssVar(element, '--mantine-color-gray-2');
  const font = `12px ${cssVar(element, '--mantine-font-family') || 'sans-serif'}`;
  const categories: uPlot.Axis = {
    scale: 'x',
    side: horizontal ? 3 : 2,
    size: horizontal ? (props.leftAxisWidth ?? 80) : 30,
    stroke: text,
    font,
    grid: { show: false },
    ticks: { show: false },
    space: horizontal ? 24 : 34,
    incrs: CATEGORY_STEPS,
    values: (_u, splits) => splits.map((index) => labels[index] ?? ''),
  };
  const amounts: uPlot.Axis = {
    scale: 'y',
    side: horizontal ? 2 : 3,
    size: horizontal ? 30 : (props.leftAxisWidth ?? 50),
    stroke: text,
    font,
    grid: { stroke: grid, width: 1 },
    ticks: { show: false },
    space: horizontal ? 100 : 40,
    incrs: format === count ? COUNT_STEPS : undefined,
    values: (_u, splits) => splits.map(format),
  };
  return {
    width,
    height: props.height,
    // Room at the right end for half of the last value's label.
    ...(horizontal && { padding: [8, 40, 0, 0] }),
    legend: { show: false },
    cursor: {
      y: false,
      x: kind === 'line',
      drag: { x: false, y: false },
      points: { show: kind === 'line' },
    },
    scales: {
      x: { time: false, range: [-0.5, labels.length - 0.5], ...(horizontal && { ori: 1, dir: -1 }) },
      y: {
        range: (_u, _min, max) => uPlot.rangeNum(0, max > 0 ? max : 1, 0.1, true),
        ...(horizontal && { ori: 0, dir: 1 }),
      },
    },
    axes: [categories, amounts],
    series: [
      {},
      kind === 'bars'
        ? {
            label: props.name,
            fill: color,
            stroke: color,
            width: 0,
            paths: uPlot.paths.bars?.({ size: [0.6, props.maxBarWidth ?? 48] }),
            points: { show: false },
          }
        : {
            label: props.name,
            stroke: color,
            width: 2,
            paths: uPlot.paths.spline?.(),
            points: { show: props.dots ?? false, size: 6, fill: color },
          },
    ],
    hooks: {
      setCursor: [
        (u) => {
          const index = u.cursor.idx;
          if (index === null || index === undefined || u.cursor.left === undefined || u.cursor.left < 0) {
            tooltip.hidden = true;
            return;
          }
          const [title, line] = tooltip.children as unknown as [HTMLElement, HTMLElement];
          title.textContent = labels[index] ?? '';
          line.textContent = `${props.name}: ${format(props.values[index] ?? 0)}`;
          tooltip.hidden = false;
          // Beside the pointer, kept inside the plot.
          const left = Math.min(u.cursor.left + 12, u.over.clientWidth - tooltip.offsetWidth);
          tooltip.style.transform = `translate(${Math.max(0, left)}px, ${Math.max(0, (u.cursor.top ?? 0) - 12)}px)`;
        },
      ],
    },
  };
}

/**
 * One chart of the statistics page, drawn by uPlot on a canvas: a small library (about 22 kB
 * compressed) that its page loads after the figures. Bars or a line over categories, with a tooltip
 * naming the category and its value under the pointer.
 */
export function Plot(props: PlotProps) {
  const container = useRef<HTMLDivElement>(null);
  // Drawn again when what it shows changes, not on every render of the page (its arrays and the
  // formatter are new each time).
  const latest = useRef(props);
  latest.current = props;
  const { format: _format, ...shown } = props;
  const key = JSON.stringify(shown);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the props read through latest
  useEffect(() => {
    const props = latest.current;
    const element = container.current;
    if (!element) return;
    const tooltip = document.createElement('div');
    tooltip.className = classes.tooltip!;
    tooltip.hidden = true;
    tooltip.append(document.createElement('div'), document.createElement('div'));
    const plot = new uPlot(
      options(props, element, element.clientWidth, tooltip),
      [props.labels.map((_, index) => index), props.values],
      element,
    );
    plot.over.append(tooltip);
    const resize = new ResizeObserver(() => {
      if (element.clientWidth !== plot.width)
        plot.setSize({ width: element.clientWidth, height: props.height });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [key]);
  return (
    <div
      ref={container}
      className={classes.plot}
      style={{ height: props.height }}
      role="img"
      aria-label={props.name}
    />
  );
}
