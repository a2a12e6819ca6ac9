/*
 * A pinhole camera over a small world in millimetres: x to the right, y up, z out of the wall; a
 * table is the plane y = 0. Pure arithmetic, no pixels.
 */

export type Vec3 = readonly [number, number, number];
export type Point = readonly [number, number];

const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const normalize = (a: Vec3): Vec3 => scale(a, 1 / Math.hypot(...a));

export interface Camera {
  /** Image coordinates (y down) of a world point, before framing. */
  project(point: Vec3): Point;
  /** Distance along the view direction (larger is farther). */
  depth(point: Vec3): number;
}

function lookAt(eye: Vec3, target: Vec3, up: Vec3 = [0, 1, 0]): Camera {
  const forward = normalize(sub(target, eye));
  const right = normalize(cross(forward, up));
  const upward = cross(right, forward);
  return {
    project(point) {
      const d = sub(point, eye);
      const z = dot(d, forward);
      return [dot(d, right) / z, -dot(d, upward) / z];
    },
    depth: (point) => dot(sub(point, eye), forward),
  };
}

/** A camera `distance` mm from target, turned `yaw` degrees round the vertical and raised `pitch` degrees. */
export function orbit(target: Vec3, distance: number, yaw: number, pitch: number): Camera {
  const y = (yaw * Math.PI) / 180;
  const p = (pitch * Math.PI) / 180;
  const eye: Vec3 = add(target, [distance * Math.sin(y) * Math.cos(p), distance * Math.sin(p), distance * Math.cos(y) * Math.cos(p)]);
  return lookAt(eye, target);
}

/**
 * A flat slab (a print): origin at its back bottom-left corner, `u` along its width, `v` along its
 * height, `n` out of its face (unit vectors), and its size in mm.
 */
export interface Slab {
  origin: Vec3;
  u: Vec3;
  v: Vec3;
  n: Vec3;
  width: number;
  height: number;
  depth: number;
}

export type FaceName = 'front' | 'left' | 'right' | 'top' | 'bottom';

/**
 * A face's corners in the order top-left, top-right, bottom-right, bottom-left of its texture as seen
 * from outside. A side face's texture runs on from the front's edge: the right face's left column
 * touches the front, like canvas wrapped round a frame.
 */
export function slabFace(slab: Slab, face: FaceName): [Vec3, Vec3, Vec3, Vec3] {
  const { origin: o, u, v, n, width: w, height: h, depth: d } = slab;
  const at = (a: number, b: number, c: number): Vec3 => add(add(add(o, scale(u, a)), scale(v, b)), scale(n, c));
  switch (face) {
    case 'front':
      return [at(0, h, d), at(w, h, d), at(w, 0, d), at(0, 0, d)];
    case 'right':
      return [at(w, h, d), at(w, h, 0), at(w, 0, 0), at(w, 0, d)];
    case 'left':
      return [at(0, h, 0), at(0, h, d), at(0, 0, d), at(0, 0, 0)];
    case 'top':
      return [at(0, h, 0), at(w, h, 0), at(w, h, d), at(0, h, d)];
    case 'bottom':
      return [at(0, 0, d), at(w, 0, d), at(w, 0, 0), at(0, 0, 0)];
  }
}

/** Twice the signed area of a quad in image coordinates: positive when it faces the camera. */
export function facing(quad: readonly Point[]): number {
  let area = 0;
  for (let i = 0; i < quad.length; i++) {
    const [x1, y1] = quad[i] as Point;
    const [x2, y2] = quad[(i + 1) % quad.length] as Point;
    area += x1 * y2 - x2 * y1;
  }
  return area;
}
