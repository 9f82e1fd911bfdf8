import { archPoints, nose, profileCorners } from '../bodies/body-outline';
import type { CarSpec, EdgeKind } from '../bodies/body-styles';
import { tone } from '../drawing/colors';
import {
  cornerCut,
  cyclicAt,
  lerp,
  localFrame,
  mapRoundedPoints,
  type Point,
  polygon,
  rounded,
  type RoundedPoint,
  svgPoint,
  type ToPicture,
} from '../drawing/geometry';
import { clamp } from '../drawing/numbers';
import { circle, ellipse, group, line, path } from '../drawing/shapes';
import type { SvgDocument } from '../drawing/svg-document';
import type { Look } from '../look';
import { bodyGradient, glassFill, shadowFill } from '../parts/fills';
import { flankDetails } from '../parts/flank';
import { frontDetails } from '../parts/front-face';
import { mirrorShape } from '../parts/mirror';
import { wheelArt } from '../parts/wheel';
import { drawScene } from '../scenes/draw-scene';

interface Camera {
  project: (x: number, h: number, z: number) => Point;
  horizon: number;
  scale: number;
}

function camera(spec: CarSpec): Camera {
  const yaw = 0.6;
  const cos = Math.cos(yaw);
  const sin = Math.sin(yaw);
  const length = spec.length;
  const halfWidth = spec.width / 2;
  const distance = length * 2.4;
  const cameraHeight = spec.roofHeight + 60;
  // shorter cars are framed a little smaller, so a hatchback does not look like a wagon
  const scale = (920 * Math.sqrt(length / 900)) / (length * cos + spec.width * sin);
  const focalLength = scale * distance;
  const depth = (x: number, z: number): number => distance - ((x - length / 2) * sin + z * cos);
  const projectUncentred = (x: number, h: number, z: number): Point => {
    const pointDepth = depth(x, z);
    return [
      (focalLength * ((x - length / 2) * cos - z * sin)) / pointDepth,
      (-focalLength * (h - cameraHeight)) / pointDepth,
    ];
  };
  let minX = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const x of [0, length]) {
    for (const z of [halfWidth, -halfWidth]) {
      for (const h of [0, spec.roofHeight]) {
        const point = projectUncentred(x, h, z);
        minX = Math.min(minX, point[0]);
        maxX = Math.max(maxX, point[0]);
        maxY = Math.max(maxY, point[1]);
      }
    }
  }
  const shiftX = 600 - (minX + maxX) / 2;
  const shiftY = 652 - maxY;
  return {
    project: (x, h, z) => {
      const point = projectUncentred(x, h, z);
      return [point[0] + shiftX, point[1] + shiftY];
    },
    horizon: shiftY,
    scale,
  };
}

/** The side outline extruded across the width and seen in perspective. */
export function threeQuarterView(doc: SvgDocument, spec: CarSpec, look: Look, color: string): void {
  const viewpoint = camera(spec);
  const { project, scale } = viewpoint;
  const halfWidth = spec.width / 2;
  const sideOffsetAt = (h: number): number =>
    h <= spec.beltHeight
      ? halfWidth
      : halfWidth *
        (1 - (0.14 * (h - spec.beltHeight)) / Math.max(1, spec.roofHeight - spec.beltHeight));
  const centre = project(spec.length / 2, 0, 0);
  const reflect = drawScene(doc, look, viewpoint.horizon, centre[1]);
  // shadow
  const footprint = [
    project(-16, 0, halfWidth + 24),
    project(spec.length + 20, 0, halfWidth + 24),
    project(spec.length + 20, 0, -halfWidth - 24),
    project(-16, 0, -halfWidth - 24),
  ];
  doc.add(ellipse(centre[0], centre[1], spec.length * scale * 0.66, 80 * scale, shadowFill(doc)));
  doc.add(
    path(
      rounded(footprint.map((corner): RoundedPoint => [corner[0], corner[1], 60])),
      '#000000',
      0.2,
    ),
  );
  // the side outline, flattened
  const outline = flattenProfile(spec);
  const projectNear = (point: Point): Point => project(point[0], point[1], sideOffsetAt(point[1]));
  if (reflect) {
    const fade = doc.linearGradient(
      [
        [0, color, 0.2],
        [1, color, 0],
      ],
      0,
      centre[1],
      0,
      centre[1] + spec.roofHeight * scale * 0.7,
      true,
    );
    // the mirrored flank without wheel arches: wheels barely show in a soft reflection
    const mirroredDown: ToPicture = (x, h) => project(x, -h, sideOffsetAt(h));
    doc.add(path(rounded(mapRoundedPoints(mirroredDown, profileCorners(spec), scale)), fade));
  }
  // far wheels
  for (const axle of [spec.rearAxle, spec.frontAxle]) {
    doc.add(
      group(
        ` transform="${localFrame((x, h) => project(x, h, -halfWidth + 16), axle, spec.wheelRadius)}"`,
        circle(0, 0, spec.wheelRadius, '#141518'),
      ),
    );
  }
  // upper surfaces
  const lightDirection: Point = [0.42, 0.91];
  // Front-facing strips of the extruded outline barely overlap, so they are merged by shade.
  const stripsByShade = new Map<string, string>();
  const insets: string[] = [];
  for (let i = 0; i < outline.length - 1; i++) {
    const edgeStart = cyclicAt(outline, i);
    const edgeEnd = cyclicAt(outline, i + 1);
    const startOffset = sideOffsetAt(edgeStart.point[1]);
    const endOffset = sideOffsetAt(edgeEnd.point[1]);
    const strip = [
      project(edgeStart.point[0], edgeStart.point[1], startOffset),
      project(edgeEnd.point[0], edgeEnd.point[1], endOffset),
      project(edgeEnd.point[0], edgeEnd.point[1], -endOffset),
      project(edgeStart.point[0], edgeStart.point[1], -startOffset),
    ];
    let area = 0;
    strip.forEach((corner, j) => {
      const nextCorner = cyclicAt(strip, j + 1);
      area += corner[0] * nextCorner[1] - nextCorner[0] * corner[1];
    });
    if (area >= -0.5) continue;
    const dx = edgeEnd.point[0] - edgeStart.point[0];
    const dh = edgeEnd.point[1] - edgeStart.point[1];
    const edgeLength = Math.hypot(dx, dh) || 1;
    const facing = (-dh / edgeLength) * lightDirection[0] + (dx / edgeLength) * lightDirection[1];
    const fill = tone(color, Math.round(clamp(-0.3 + 0.45 * facing, -0.4, 0.2) * 12) / 12);
    stripsByShade.set(fill, (stripsByShade.get(fill) ?? '') + polygon(strip));
    if (edgeStart.edge) {
      const inset = (t: number, sideScale: number): Point => {
        const point = lerp(edgeStart.point, edgeEnd.point, t);
        return project(point[0], point[1], sideOffsetAt(point[1]) * sideScale);
      };
      insets.push(
        path(
          polygon([inset(0.04, 0.84), inset(0.96, 0.84), inset(0.96, -0.84), inset(0.04, -0.84)]),
          edgeStart.edge === 'glass'
            ? glassFill(doc, look)
            : edgeStart.edge === 'bed'
              ? '#1d1e22'
              : tone(look.seat, -0.35),
        ),
      );
      if (edgeStart.edge === 'glass') {
        insets.push(
          path(
            polygon([inset(0.1, 0.1), inset(0.9, 0.3), inset(0.9, 0.05), inset(0.1, -0.15)]),
            '#ffffff',
            0.1,
          ),
        );
      }
    }
  }
  for (const [fill, d] of stripsByShade) {
    doc.add(path(d, fill, undefined, ` stroke="${fill}"`));
  }
  doc.add(...insets);
  if (spec.openTop) {
    for (const side of [1, -1]) {
      const z = side * halfWidth * 0.45;
      const head = [
        project(318, spec.beltHeight, z + 30),
        project(318, spec.beltHeight + 48, z + 26),
        project(318, spec.beltHeight + 48, z - 26),
        project(318, spec.beltHeight, z - 30),
      ];
      doc.add(
        path(
          rounded(head.map((corner): RoundedPoint => [corner[0], corner[1], 12 * scale])),
          tone(look.seat, -0.1),
        ),
      );
    }
  }
  // near side
  const nearSide = flankOutline(spec, nearSideOf(project, sideOffsetAt), scale);
  const bodyTop = project(spec.length / 2, spec.roofHeight, halfWidth)[1];
  const bodyBottom = project(spec.length / 2, spec.groundClearance, halfWidth)[1];
  doc.add(path(nearSide, bodyGradient(doc, color, bodyTop, bodyBottom)));
  const toPicture: ToPicture = (x, h) => project(x, h, sideOffsetAt(h) + 0.5);
  if (spec.pickupBed) {
    doc.add(
      line(
        `M${svgPoint(toPicture(326, 206))}L${svgPoint(toPicture(326, spec.groundClearance + 14))}`,
        tone(color, -0.45),
        2.2 * scale,
        0.55,
      ),
    );
  }
  flankDetails(doc, spec, look, color, { toPicture, scale });
  // front details on the nose
  const noseOutline = outline.filter(
    (outlinePoint) =>
      outlinePoint.point[0] > spec.length - 90 && outlinePoint.point[1] < nose(spec).hood[1] + 2,
  );
  const noseX = (h: number): number => {
    for (let i = 0; i < noseOutline.length - 1; i++) {
      const upper = cyclicAt(noseOutline, i).point;
      const lower = cyclicAt(noseOutline, i + 1).point;
      if ((h <= upper[1] && h >= lower[1]) || (h >= upper[1] && h <= lower[1])) {
        const t = upper[1] === lower[1] ? 0 : (h - upper[1]) / (lower[1] - upper[1]);
        return upper[0] + (lower[0] - upper[0]) * t;
      }
    }
    return spec.length;
  };
  frontDetails(doc, look, color, {
    toPicture: (u, h) => project(noseX(h) + 0.5, h, -u),
    scale,
    spec,
    bent: true,
  });
  // mirror
  doc.add(
    path(
      rounded(mapRoundedPoints((x, h) => project(x, h, halfWidth + 26), mirrorShape(spec), scale)),
      tone(color, -0.05),
    ),
  );
  // wells and near wheels
  for (const axle of [spec.rearAxle, spec.frontAxle]) {
    doc.add(path(polygon(archPoints(spec, axle, 10).map(projectNear)), '#121317'));
    const wheelFoot = project(axle, 0, halfWidth - 30);
    doc.add(
      ellipse(
        wheelFoot[0],
        wheelFoot[1],
        spec.wheelRadius * scale * 0.9,
        spec.wheelRadius * scale * 0.2,
        '#000000',
        0.45,
      ),
    );
    doc.add(
      group(
        ` transform="${localFrame((x, h) => project(x, h, halfWidth - 44), axle, spec.wheelRadius)}"`,
        circle(0, 0, spec.wheelRadius, '#101113'),
      ),
      group(
        ` transform="${localFrame((x, h) => project(x, h, halfWidth - 12), axle, spec.wheelRadius)}"`,
        wheelArt(doc, look, spec.wheelRadius),
      ),
    );
  }
}

const nearSideOf =
  (project: Camera['project'], sideOffsetAt: (h: number) => number): ToPicture =>
  (x, h) =>
    project(x, h, sideOffsetAt(h));

/** The side outline (body with wheel arches) under any mapping, arches as polylines. */
function flankOutline(spec: CarSpec, toPicture: ToPicture, scale: number): string {
  let d = rounded(mapRoundedPoints(toPicture, profileCorners(spec), scale), false);
  for (const axle of [spec.frontAxle, spec.rearAxle]) {
    d += `L${archPoints(spec, axle, 8)
      .map((point) => svgPoint(toPicture(point[0], point[1])))
      .join('L')}`;
  }
  return `${d}Z`;
}

/** A point of the side outline, with what the surface after it shows from above. */
interface OutlinePoint {
  point: Point;
  edge?: EdgeKind;
}

/** The side outline with its rounded corners replaced by a few straight steps. */
function flattenProfile(spec: CarSpec): OutlinePoint[] {
  const points: OutlinePoint[] = [];
  const profile = spec.profile;
  profile.forEach((corner, i) => {
    if (i === 0 || i === profile.length - 1) {
      points.push({ point: [corner[0], corner[1]], edge: corner[3] });
      return;
    }
    const [entry, exit] = cornerCut(
      cyclicAt(profile, i - 1),
      [corner[0], corner[1], corner[2]],
      cyclicAt(profile, i + 1),
    );
    const steps = corner[2] > 40 ? 4 : corner[2] > 20 ? 3 : 2;
    for (let step = 0; step <= steps; step++) {
      const t = step / steps;
      const point: Point = [
        (1 - t) * (1 - t) * entry[0] + 2 * (1 - t) * t * corner[0] + t * t * exit[0],
        (1 - t) * (1 - t) * entry[1] + 2 * (1 - t) * t * corner[1] + t * t * exit[1],
      ];
      points.push(step === steps ? { point, edge: corner[3] } : { point });
    }
  });
  return points;
}
