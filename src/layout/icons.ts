/**
 * Small vector icons: one per resume section and one per kind of contact detail, drawn as filled
 * paths (never as text: icon fonts would pollute text extraction, and the catalogue fonts lack the
 * glyphs). Each icon is designed on a 24-unit grid, y down, and placed by `iconPaths` at any size.
 * Filled with the non-zero rule: holes (the envelope's flap gap, the pin's eye) are subpaths wound
 * the other way (`reversed`).
 */
import type { Color, PathCommand, PathItem } from './draw-document.ts';
import type { SectionName } from '../domain/resume.ts';

/** The kinds of contact detail the header shows. */
export type ContactKind = 'email' | 'phone' | 'location' | 'web' | 'linkedin' | 'link';
export type IconName = Exclude<SectionName, 'header'> | ContactKind;

/** The icons' design grid: an icon fills a GRID x GRID box. */
const GRID = 24;
/** Bézier control-point distance for a quarter circle of radius 1. */
const KAPPA = 0.5522847498307936;

type Point = [number, number];

/** A closed polygon through `points`, clockwise on screen when the points are. */
function polygon(...points: Point[]): PathCommand[] {
  const [first, ...rest] = points;
  return [['M', first![0], first![1]], ...rest.map(([x, y]): PathCommand => ['L', x, y]), ['Z']];
}

function rect(x: number, y: number, width: number, height: number): PathCommand[] {
  return polygon([x, y], [x + width, y], [x + width, y + height], [x, y + height]);
}

/** An ellipse, clockwise on screen (y down). */
function ellipse(cx: number, cy: number, rx: number, ry: number): PathCommand[] {
  const ox = rx * KAPPA;
  const oy = ry * KAPPA;
  return [
    ['M', cx, cy - ry],
    ['C', cx + ox, cy - ry, cx + rx, cy - oy, cx + rx, cy],
    ['C', cx + rx, cy + oy, cx + ox, cy + ry, cx, cy + ry],
    ['C', cx - ox, cy + ry, cx - rx, cy + oy, cx - rx, cy],
    ['C', cx - rx, cy - oy, cx - ox, cy - ry, cx, cy - ry],
    ['Z'],
  ];
}

const circle = (cx: number, cy: number, r: number) => ellipse(cx, cy, r, r);

/** A rectangle with rounded corners, clockwise on screen. */
function roundedRect(x: number, y: number, width: number, height: number, radius: number): PathCommand[] {
  const r = Math.min(radius, width / 2, height / 2);
  const c = r * (1 - KAPPA);
  const [x0, x1, x2, x3] = [x, x + r, x + width - r, x + width];
  const [y0, y1, y2, y3] = [y, y + r, y + height - r, y + height];
  return [
    ['M', x1, y0],
    ['L', x2, y0],
    ['C', x3 - c, y0, x3, y0 + c, x3, y1],
    ['L', x3, y2],
    ['C', x3, y3 - c, x3 - c, y3, x2, y3],
    ['L', x1, y3],
    ['C', x0 + c, y3, x0, y3 - c, x0, y2],
    ['L', x0, y1],
    ['C', x0, y0 + c, x0 + c, y0, x1, y0],
    ['Z'],
  ];
}

/** The same closed subpath(s) wound the other way: a hole in a shape wound the first way. */
function reversed(commands: PathCommand[]): PathCommand[] {
  const out: PathCommand[] = [];
  let subpath: PathCommand[] = [];
  const flush = () => {
    if (subpath.length === 0) return;
    const start = subpath[0] as ['M', number, number];
    // The points each segment ends at, the start first.
    const points: Point[] = [[start[1], start[2]]];
    for (const command of subpath.slice(1)) {
      if (command[0] === 'L') points.push([command[1], command[2]]);
      else if (command[0] === 'C') points.push([command[5], command[6]]);
    }
    const segments = subpath.slice(1).filter((command) => command[0] !== 'Z');
    const last = points.at(-1)!;
    out.push(['M', last[0], last[1]]);
    for (let index = segments.length - 1; index >= 0; index--) {
      const segment = segments[index]!;
      const [x, y] = points[index]!;
      out.push(segment[0] === 'C' ? ['C', segment[3], segment[4], segment[1], segment[2], x, y] : ['L', x, y]);
    }
    out.push(['Z']);
    subpath = [];
  };
  for (const command of commands) {
    if (command[0] === 'M') flush();
    subpath.push(command);
  }
  flush();
  return out;
}

/** `commands` turned by `degrees` (clockwise on screen) about (cx, cy): exact for Bézier curves. */
function rotated(commands: PathCommand[], degrees: number, cx = GRID / 2, cy = GRID / 2): PathCommand[] {
  const angle = (degrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return mapPoints(commands, (x, y) => [cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos]);
}

function mapPoints(commands: PathCommand[], map: (x: number, y: number) => Point): PathCommand[] {
  return commands.map((command): PathCommand => {
    switch (command[0]) {
      case 'M':
      case 'L':
        return [command[0], ...map(command[1], command[2])];
      case 'C':
        return ['C', ...map(command[1], command[2]), ...map(command[3], command[4]), ...map(command[5], command[6])];
      case 'Z':
        return command;
    }
  });
}

/** A ring: the outer shape with the inner one as a hole. */
const ring = (outer: PathCommand[], inner: PathCommand[]) => [...outer, ...reversed(inner)];

const person = (cx: number, scale: number): PathCommand[] => [
  ...circle(cx, 7.5 * scale + (1 - scale) * 12, 4.5 * scale),
  ['M', cx - 8.5 * scale, 21],
  ['C', cx - 8.5 * scale, 21 - 5 * scale, cx - 4.7 * scale, 21 - 7.5 * scale, cx, 21 - 7.5 * scale],
  ['C', cx + 4.7 * scale, 21 - 7.5 * scale, cx + 8.5 * scale, 21 - 5 * scale, cx + 8.5 * scale, 21],
  ['Z'],
];

const star = (cx: number, cy: number, outer: number, inner: number): PathCommand[] =>
  polygon(
    ...Array.from({ length: 10 }, (_, index): Point => {
      const angle = -Math.PI / 2 + (index * Math.PI) / 5;
      const r = index % 2 === 0 ? outer : inner;
      return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
    }),
  );

/** Every icon on the 24-unit grid. */
const ICONS: Record<IconName, PathCommand[]> = {
  // A head and shoulders: who the person is.
  summary: person(12, 1),
  // A briefcase: body with a seam, and its handle.
  experience: [...roundedRect(2, 7, 20, 13, 2), ...reversed(rect(2, 12.2, 20, 1.3)), ...ring(roundedRect(8, 3, 8, 6, 1.5), rect(10, 5, 4, 4))],
  // A mortarboard: the board, the cap under it and the tassel.
  education: [
    ...polygon([12, 3], [23, 8.5], [12, 14], [1, 8.5]),
    ['M', 5.5, 11.8],
    ['L', 12, 15.2],
    ['L', 18.5, 11.8],
    ['L', 18.5, 16],
    ['C', 18.5, 17.9, 15.6, 19.5, 12, 19.5],
    ['C', 8.4, 19.5, 5.5, 17.9, 5.5, 16],
    ['Z'],
    ...rect(20.6, 9, 1.2, 7.5),
    ...circle(21.2, 17, 1.3),
  ],
  // Rising bars: levels of ability.
  skills: [...roundedRect(3, 14, 4.5, 7, 1), ...roundedRect(9.75, 9, 4.5, 12, 1), ...roundedRect(16.5, 3, 4.5, 18, 1)],
  // A speech bubble.
  languages: [...roundedRect(2, 3, 20, 14, 3.5), ...polygon([6, 16], [11.5, 16], [5.5, 21.5]), ...reversed(circle(7.5, 10, 1.5)), ...reversed(circle(12, 10, 1.5)), ...reversed(circle(16.5, 10, 1.5))],
  // A medal on two ribbons.
  certifications: [
    ...polygon([7.2, 13], [11, 15.8], [9.6, 22.5], [7.8, 20.2], [4.9, 21.2]),
    ...polygon([16.8, 13], [13, 15.8], [14.4, 22.5], [16.2, 20.2], [19.1, 21.2]),
    ...ring(circle(12, 9, 7), circle(12, 9, 4.4)),
    ...circle(12, 9, 3),
  ],
  // A folder.
  projects: [
    ['M', 2, 6],
    ['C', 2, 4.9, 2.9, 4, 4, 4],
    ['L', 9.5, 4],
    ['L', 11.5, 6.5],
    ['L', 20, 6.5],
    ['C', 21.1, 6.5, 22, 7.4, 22, 8.5],
    ['L', 22, 18],
    ['C', 22, 19.1, 21.1, 20, 20, 20],
    ['L', 4, 20],
    ['C', 2.9, 20, 2, 19.1, 2, 18],
    ['Z'],
    ...reversed(rect(2, 8.2, 20, 1.2)),
  ],
  // A trophy: cup, handles, stem and base.
  awards: [
    ['M', 6, 3],
    ['L', 18, 3],
    ['L', 18, 8.5],
    ['C', 18, 12, 15.6, 14.6, 13, 15],
    ['L', 13, 18],
    ['L', 16.5, 18],
    ['L', 16.5, 21],
    ['L', 7.5, 21],
    ['L', 7.5, 18],
    ['L', 11, 18],
    ['L', 11, 15],
    ['C', 8.4, 14.6, 6, 12, 6, 8.5],
    ['Z'],
    ...ring(roundedRect(2, 4.5, 6, 7.5, 3), roundedRect(3.6, 6.1, 2.8, 4.3, 1.4)),
    ...ring(roundedRect(16, 4.5, 6, 7.5, 3), roundedRect(17.6, 6.1, 2.8, 4.3, 1.4)),
  ],
  // A heart.
  volunteering: [
    ['M', 12, 21],
    ['C', 12, 21, 2, 14.5, 2, 8.5],
    ['C', 2, 5.4, 4.4, 3, 7.3, 3],
    ['C', 9.3, 3, 11, 4.1, 12, 5.8],
    ['C', 13, 4.1, 14.7, 3, 16.7, 3],
    ['C', 19.6, 3, 22, 5.4, 22, 8.5],
    ['C', 22, 14.5, 12, 21, 12, 21],
    ['Z'],
  ],
  // An open book.
  publications: [
    ['M', 1.5, 5],
    ['C', 4.8, 3.8, 8.5, 4.1, 11.2, 6],
    ['L', 11.2, 20.5],
    ['C', 8.5, 18.7, 4.8, 18.5, 1.5, 19.5],
    ['Z'],
    ['M', 22.5, 5],
    ['L', 22.5, 19.5],
    ['C', 19.2, 18.5, 15.5, 18.7, 12.8, 20.5],
    ['L', 12.8, 6],
    ['C', 15.5, 4.1, 19.2, 3.8, 22.5, 5],
    ['Z'],
  ],
  // Quotation marks: what others say.
  references: [
    ...circle(7, 14.5, 4),
    ['M', 3, 14.5],
    ['C', 3, 9.5, 5.2, 6, 9.6, 4.5],
    ['L', 10.3, 6.2],
    ['C', 7.6, 7.6, 6.3, 9.6, 6.3, 11.2],
    ['Z'],
    ...circle(17, 14.5, 4),
    ['M', 13, 14.5],
    ['C', 13, 9.5, 15.2, 6, 19.6, 4.5],
    ['L', 20.3, 6.2],
    ['C', 17.6, 7.6, 16.3, 9.6, 16.3, 11.2],
    ['Z'],
  ],
  // A star.
  interests: star(12, 12.6, 10.5, 4.4),
  // A bookmark.
  custom: polygon([6, 2], [18, 2], [18, 22], [12, 17], [6, 22]),

  // An envelope: the flap and the body, with the gap between them.
  email: [...polygon([2, 5], [22, 5], [12, 12.6]), ...polygon([2, 7.6], [12, 15.2], [22, 7.6], [22, 19], [2, 19])],
  // A mobile phone: the body, its screen cut out, a button.
  phone: [...ring(roundedRect(6, 1.5, 12, 21, 2.5), rect(7.8, 4.2, 8.4, 13.6)), ...reversed(circle(12, 20.1, 1.1))],
  // A map pin with its eye.
  location: [
    ['M', 12, 1.5],
    ['C', 16.4, 1.5, 19.5, 4.9, 19.5, 9.2],
    ['C', 19.5, 14.8, 12, 22.5, 12, 22.5],
    ['C', 12, 22.5, 4.5, 14.8, 4.5, 9.2],
    ['C', 4.5, 4.9, 7.6, 1.5, 12, 1.5],
    ['Z'],
    ...reversed(circle(12, 9.2, 2.9)),
  ],
  // A globe: rim, meridian and equator.
  web: [...ring(circle(12, 12, 10), circle(12, 12, 8.3)), ...ring(ellipse(12, 12, 4.8, 10), ellipse(12, 12, 3.1, 8.3)), ...rect(2, 11.15, 20, 1.7)],
  // A rounded square with "in" cut out of it.
  linkedin: [
    ...roundedRect(2, 2, 20, 20, 3),
    ...reversed([
      ...circle(7.5, 7.3, 1.7),
      ...rect(6, 10, 3, 8.5),
      ...rect(10.7, 10, 2.9, 8.5),
      ['M', 13.6, 12],
      ['C', 14.2, 10.6, 15.4, 9.8, 16.9, 9.8],
      ['C', 19, 9.8, 19.8, 11.3, 19.8, 13.5],
      ['L', 19.8, 18.5],
      ['L', 16.9, 18.5],
      ['L', 16.9, 14],
      ['C', 16.9, 13, 16.4, 12.4, 15.6, 12.4],
      ['C', 14.6, 12.4, 13.6, 13.1, 13.6, 14.5],
      ['Z'],
    ]),
  ],
  // Two links of a chain.
  link: rotated([...ring(roundedRect(0.5, 8, 13.5, 8, 4), roundedRect(2.6, 10.1, 9.3, 3.8, 1.9)), ...ring(roundedRect(10, 8, 13.5, 8, 4), roundedRect(12.1, 10.1, 9.3, 3.8, 1.9))], -45),
};

export const iconNames = Object.keys(ICONS) as IconName[];

/**
 * Icon `name` as a filled path in a `size` x `size` box whose top-left corner is (x, y), in page
 * points. One path item (all its subpaths), so the icon is one artifact.
 */
export function iconPaths(name: IconName, x: number, y: number, size: number, color: Color): PathItem[] {
  const scale = size / GRID;
  const commands = mapPoints(ICONS[name], (px, py) => [round(x + px * scale), round(y + py * scale)]);
  return [{ kind: 'path', commands, fill: color }];
}

/** Two decimals are a hundredth of a point: finer than any printer, and golden files stay short. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}
