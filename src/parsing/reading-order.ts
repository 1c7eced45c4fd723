/**
 * Orders the regions of all pages for reading. A column continues on the next page in the same
 * place, and a section that starts in the left column of page 1 goes on in the left column of
 * page 2, so columns are read as tracks through the whole document rather than page by page
 * (page by page would put page 1's sidebar in the middle of an experience section that runs on to
 * page 2). Tracks are read left to right: the text at the top left is what a person reads first and
 * where names and contact details are, whichever side the sidebar is on. Pages before the first
 * two-column page are read first; full-width bands of later pages, and later single-column pages,
 * continue the widest track (the main column, which writers widen on pages without a sidebar).
 */
import type { PageRegion } from './detect-columns.ts';

/** A region with its page, in reading order, and the track (column) it was read in. */
export interface OrderedRegion {
  page: number;
  region: PageRegion;
  /** 0 for single-column pages and page 1's header band; else the track index from the left. */
  column: number;
}

/** Every page's regions (in the page's own order) -> all regions in document reading order. */
export function orderRegions(pages: readonly PageRegion[][]): OrderedRegion[] {
  const firstSplit = pages.findIndex((regions) => regions.some((region) => region.kind === 'column' && region.column > 0));
  if (firstSplit < 0) return pages.flatMap((regions, index) => regions.map((region) => ({ page: index + 1, region, column: 0 })));
  const ordered: OrderedRegion[] = [];
  pages.slice(0, firstSplit).forEach((regions, index) => ordered.push(...regions.map((region) => ({ page: index + 1, region, column: 0 }))));
  const tracks = pages[firstSplit]!.filter((region) => region.kind === 'column').map((region) => extentOf(region));
  const widest = tracks.reduce((best, track, index) => (track.right - track.left > tracks[best]!.right - tracks[best]!.left ? index : best), 0);
  const byTrack = tracks.map(() => [] as OrderedRegion[]);
  pages.slice(firstSplit).forEach((regions, offset) => {
    const page = firstSplit + offset + 1;
    const split = regions.some((region) => region.kind === 'column' && region.column > 0);
    for (const region of regions) {
      if (region.kind === 'top' && offset === 0) {
        ordered.push({ page, region, column: 0 });
        continue;
      }
      const track = split && region.kind === 'column' ? nearestTrack(tracks, extentOf(region)) : widest;
      byTrack[track]!.push({ page, region, column: split ? track : 0 });
    }
  });
  return [...ordered, ...byTrack.flat()];
}

interface Extent {
  left: number;
  right: number;
}

function extentOf(region: PageRegion): Extent {
  return { left: Math.min(...region.pieces.map((piece) => piece.x0)), right: Math.max(...region.pieces.map((piece) => piece.x1)) };
}

/** The track the region overlaps most (by x), else the one whose middle is closest. */
function nearestTrack(tracks: readonly Extent[], extent: Extent): number {
  const middle = (value: Extent) => (value.left + value.right) / 2;
  let best = 0;
  let bestScore = -Infinity;
  tracks.forEach((track, index) => {
    const overlap = Math.min(track.right, extent.right) - Math.max(track.left, extent.left);
    const score = overlap > 0 ? overlap : -Math.abs(middle(track) - middle(extent));
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}
