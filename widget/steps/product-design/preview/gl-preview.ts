import { type ViewPoint, facePoint } from '../../../../shared/domain/preview/object-view';
import { SOFT_PROOF_SIZE } from '../../../../shared/domain/preview/soft-proof-table';
import { type PreviewFace, UNIT } from './scene';
import type { PreviewImage } from './text-layer';

/*
 * The preview's print drawn by WebGL 2: each face of the object (or the print on the wall) is drawn as
 * textured quads with true perspective (homogeneous corners from shared objectView), each quad one
 * step of the shared face drawing (faceOps: the print's own layer plans and edge bands), sampling
 * the photo's proxy through the layer's raster-to-source map. The proxy is uploaded once as a
 * mipmapped texture, sampled at one level of detail per face; a soft print's is coarser. With the
 * soft proof on, a photo's texels go through the proof's lookup table (a 3D texture, the server's
 * shared/domain/preview/soft-proof-table.ts), out-of-gamut ones hatched in magenta when asked. The
 * surface that lies on the print (canvas weave, brushed aluminium, acrylic's gloss) is worked out per pixel in a
 * pass of its own, kept by the caller on the 2D canvas over the print until the object changes
 * (on SwiftShader, the CPU renderer of a machine without a GPU, every pixel of every frame
 * counts); what lies under the print is a 2D canvas too (scene.ts). The canvas and its context
 * serve every mount of the preview, so the photos' textures outlive a visit to the settings step.
 */

// p: homogeneous clip position (x, y, w), r: raster px (0-1 on a plain quad), d: view px to the
// face's left, top, right and bottom edges (exact at the corners, and near the edges, where it is used).
const VERTEX = `#version 300 es
layout(location=0)in vec3 p;layout(location=1)in vec2 r;layout(location=2)in vec4 d;out vec2 v;out vec4 k;void main(){v=r;k=d;gl_Position=vec4(p.xy,0,p.z);}`;

// A program per kind of quad, each running only what it needs (SwiftShader, the CPU renderer
// Chromium falls back to, works out every branch). The uniforms of a quad: U0 its colour, or with
// I the photo T at (U1·v, U2·v), at the level of detail U1.w (a layer always covers its cell:
// placement.ts). P 1: the photo through the soft proof's table S (texel centres of an N³ grid), 2:
// and its out-of-gamut colours (S.a 0) hatched magenta in diagonal stripes on the screen. W 1:
// canvas weave, 2: brushed streaks, U4.y apart (raster px), 3: acrylic's soft highlight across a
// face U4.y wide, over U0 (the surface pass: transparent). With F, the edges on the object's
// outline (U3 0) fade out over a pixel: only the strips along the outline are drawn with it.
const FRAGMENT = `
precision highp float;in vec2 v;in vec4 k;uniform sampler2D T;uniform vec4 U[5];out vec4 o;
#define L U[4].y
#define N ${SOFT_PROOF_SIZE}.
void ov(vec4 c){o=o*(1.-c.a)+c;}
#if P
precision mediump sampler3D;uniform sampler3D S;
#endif
void main(){
#if I
o=textureLod(T,vec2(dot(U[1].xyz,vec3(v,1)),dot(U[2].xyz,vec3(v,1))),U[1].w);
#if P
vec4 s=texture(S,o.rgb*((N-1.)/N)+.5/N);o.rgb=s.rgb;
#if P==2
if(s.a<.5&&fract((gl_FragCoord.x+gl_FragCoord.y)/8.)<.4)o.rgb=vec3(1,0,1);
#endif
#endif
#else
o=U[0];
#endif
#if W==1
vec2 w=fwidth(v),e=fract(v/L),d=abs(e-.5)*L/w;ov(vec4(0,0,0,.05*max(max(1.-d.x,0.),max(1.-d.y,0.))));ov(vec4(.04*max(1.-min(e.y,1.-e.y)*L/w.y,0.)*step(e.x,.5)));
#elif W==2
uint h=uint(int(v.y/L)+99999)*747796405u;h^=h>>16;h*=2246822519u;h^=h>>13;float n=float(h&255u)/255.-.5,m=abs(n)*.05*(.5+abs(fract(v.x/L/60.+n*3.)-.5));ov(n>0.?vec4(m):vec4(0,0,0,m));
#elif W==3
vec2 q=v/L;float b=(q.x+q.y*.6)-.3,g=.16*exp(-b*b*40.)+.06*exp(-b*b*6.)+.05*smoothstep(.2,0.,q.y);ov(vec4(g));
#endif
#if F
vec4 z=k+U[3]*1e4;o*=clamp(min(min(z.x,z.y),min(z.z,z.w))+.5,0.,1.);
#endif
}`;

/** '#rrggbb' or '#rrggbbaa' as premultiplied 0-1 values. */
function rgba(colour: string): number[] {
  const [r = 0, g = 0, b = 0, a = 1] = [1, 3, 5, 7].map((i) => parseInt(colour.slice(i, i + 2) || 'ff', 16) / 255);
  return [r * a, g * a, b * a, a];
}

/** The soft proof the print is drawn with: the product's lookup table, and whether to hatch what the material cannot print. */
export interface ProofSetting {
  readonly table: Uint8Array;
  readonly gamut: boolean;
}

export interface GlPreview {
  readonly canvas: HTMLCanvasElement;
  /**
   * Draws `faces` from `images` on the canvas (sized by the caller): their print (its photos
   * through `proof`, when given), or (`surface`) only the material's surface that lies on it, for
   * the caller to keep on a layer over the print.
   */
  draw(faces: readonly PreviewFace[], images: readonly (PreviewImage | null)[], pass?: 'print' | 'surface', proof?: ProofSetting | null): void;
}

/** A face's surface alone: one transparent quad over its raster, the weave or streaks worked out on it. */
const surfaceOnly = (face: PreviewFace): PreviewFace => ({ ...face, ops: [{ kind: 'fill', target: face.rect ?? UNIT, colour: '#00000000' }] });

let shared: GlPreview | null | undefined;

const length = (p: ViewPoint, q: ViewPoint) => Math.hypot(p.x - q.x, p.y - q.y);

/** The preview's WebGL renderer, or null where WebGL 2 is not available (a 2D canvas draws then). */
export function glPreview(): GlPreview | null {
  if (shared === undefined) shared = create();
  return shared;
}

function create(): GlPreview | null {
  const canvas = document.createElement('canvas');
  const gl = canvas.getContext('webgl2', { depth: false, stencil: false, antialias: false });
  if (!gl) return null;
  const programs = new Map<string, [WebGLProgram, WebGLUniformLocation | null] | null>();
  /** The program for a kind of quad (the digits of I, W, F and P), made when first needed. */
  const use = (kind: string) => {
    if (!programs.has(kind)) {
      const program = gl.createProgram();
      for (const [type, source] of [
        [gl.VERTEX_SHADER, VERTEX],
        [gl.FRAGMENT_SHADER, `#version 300 es\n${[...kind].map((value, i) => `#define ${'IWFP'[i]} ${value}\n`).join('')}${FRAGMENT}`],
      ] as const) {
        const shader = gl.createShader(type)!;
        gl.shaderSource(shader, source);
        gl.compileShader(shader);
        gl.attachShader(program, shader);
      }
      gl.linkProgram(program);
      const linked = !!gl.getProgramParameter(program, gl.LINK_STATUS);
      programs.set(kind, linked ? [program, gl.getUniformLocation(program, 'U')] : null);
      if (linked && kind[3] !== '0') {
        // The proof's table stays bound to unit 1 (the photos take unit 0).
        gl.useProgram(program);
        gl.uniform1i(gl.getUniformLocation(program, 'S'), 1);
      }
    }
    const made = programs.get(kind);
    if (made) gl.useProgram(made[0]);
    return made;
  };
  // The most used one: it must link here, or the 2D canvas draws instead.
  if (!use('1000')) return null;
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
  [3, 2, 4].reduce((offset, size, i) => {
    gl.enableVertexAttribArray(i);
    gl.vertexAttribPointer(i, size, gl.FLOAT, false, 36, offset);
    return offset + size * 4;
  }, 0);
  gl.enable(gl.BLEND);
  gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
  // Blended premultiplied: the texts' layer is the one texture with transparent pixels (a canvas,
  // which this applies to; the photos are opaque bitmaps).
  gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, true);
  // A lost context (the GPU reset) is made anew on the next redraw, with a canvas of its own.
  canvas.addEventListener('webglcontextlost', () => (shared = undefined));

  const textures = new Map<PreviewImage, WebGLTexture>();
  let proofTable: Uint8Array | null = null;
  /** The proof's table as a 3D texture on unit 1, uploaded when another one comes. */
  const bindProof = (table: Uint8Array) => {
    if (table === proofTable) return;
    proofTable = table;
    gl.activeTexture(gl.TEXTURE1);
    gl.bindTexture(gl.TEXTURE_3D, gl.createTexture());
    // WebGL refuses to premultiply an array's bytes; the table's alpha is a flag, not coverage.
    gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
    gl.texImage3D(gl.TEXTURE_3D, 0, gl.RGBA8, SOFT_PROOF_SIZE, SOFT_PROOF_SIZE, SOFT_PROOF_SIZE, 0, gl.RGBA, gl.UNSIGNED_BYTE, table);
    gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, true);
    for (const wrap of [gl.TEXTURE_WRAP_S, gl.TEXTURE_WRAP_T, gl.TEXTURE_WRAP_R]) gl.texParameteri(gl.TEXTURE_3D, wrap, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_3D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_3D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
    gl.activeTexture(gl.TEXTURE0);
  };

  return {
    canvas,
    draw(given, images, pass = 'print', proof = null) {
      const faces = pass === 'print' ? given : given.filter((face) => face.surface).map(surfaceOnly);
      if (proof) bindProof(proof.table);
      // The photos' texels through the proof; the texts' layer (an overlay) is not a photo.
      const proofDigit = proof ? (proof.gamut ? 2 : 1) : 0;
      const { width, height } = canvas;
      const vertices: number[] = [];
      const blocks: number[] = [];
      const quads: [string, WebGLTexture | undefined, boolean][] = [];
      const used = new Set<PreviewImage>();
      for (const { quad, rect = UNIT, ops, surface = 0, spacing = 0, edges = 0 } of faces) {
        const { left: x0, top: y0, right: x1, bottom: y1 } = rect;
        const [tl, tr, br, bl] = quad;
        // Raster px per view px across and down the face, where it is smallest.
        const rx = (x1 - x0) / Math.min(length(tl, tr), length(bl, br));
        const ry = (y1 - y0) / Math.min(length(tl, bl), length(tr, br));
        // The outline's edges are smoothed: the quads reach 1.5 view px beyond them and fade out there.
        const ex = 1.5 * rx;
        const ey = 1.5 * ry;
        // View px from a point to the face's left, top, right and bottom edges, positive inside.
        const distances = [
          [tl, bl, tr],
          [tl, tr, bl],
          [tr, br, tl],
          [bl, br, tl],
        ].map(([a, z, inside]) => {
          const nx = a!.y - z!.y;
          const ny = z!.x - a!.x;
          const n = Math.hypot(nx, ny) * Math.sign(nx * (inside!.x - a!.x) + ny * (inside!.y - a!.y));
          return (x: number, y: number) => (nx * (x - a!.x) + ny * (y - a!.y)) / n;
        });
        // What a later quad hides is not drawn (the white under a photo, most of the time).
        const hidden: number[][] = [];
        const drawn: [number[], number[], string, WebGLTexture | undefined, boolean][] = [];
        for (let at = ops.length; at--;) {
          const op = ops[at]!;
          const { left, top, right, bottom } = op.target;
          const l = Math.max(left, x0);
          const t = Math.max(top, y0);
          const r = Math.min(right, x1);
          const u = Math.min(bottom, y1);
          if (r <= l || u <= t) continue;
          const box = [
            l === x0 && edges & 1 ? l - ex : l,
            t === y0 && edges & 2 ? t - ey : t,
            r === x1 && edges & 4 ? r + ex : r,
            u === y1 && edges & 8 ? u + ey : u,
          ] as const;
          if (hidden.some((h) => h[0]! <= box[0] && h[1]! <= box[1] && h[2]! >= box[2] && h[3]! >= box[3])) continue;
          if (op.kind !== 'image' || !op.layer.overlay) hidden.push([...box]);
          const image = op.kind === 'image' ? images[op.layer.item] : null;
          let block = [...rgba(op.kind === 'fill' ? op.colour : '#e9e4dd'), 0, 0, 0, 0, 0, 0, 0, 0];
          let texture: WebGLTexture | undefined;
          let soft = false;
          if (op.kind === 'image' && image) {
            used.add(image);
            texture = textures.get(image);
            if (!texture) {
              // Uploaded once, with mipmaps: the photo is drawn at any size.
              textures.set(image, (texture = gl.createTexture()));
              gl.bindTexture(gl.TEXTURE_2D, texture);
              gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, image);
              gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
              gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
              gl.generateMipmap(gl.TEXTURE_2D);
            }
            const [a, b, c, d, e, f] = op.map;
            // One level of detail for the face (no seams where a finer one would take over): the
            // photo's own pixels at 1.25 to 2.5 per view pixel, as the canvas preview's power-of-two
            // copies at 1.25x; a soft print keeps only detail/scaled of its pixels (previewDetail),
            // blended between levels.
            const lod = Math.log2((0.8 * Math.max(Math.hypot(a, b) * rx, Math.hypot(c, d) * ry) * op.layer.plan.scaled.width) / op.layer.detail.width);
            soft = op.layer.detail.width < op.layer.plan.scaled.width;
            // Raster px to texture coordinates.
            block = [
              0,
              0,
              0,
              0,
              a / image.width,
              c / image.width,
              e / image.width,
              soft ? lod : Math.floor(lod),
              b / image.height,
              d / image.height,
              f / image.height,
              0,
            ];
          }
          // The sides grown beyond the face are on the outline.
          block.push(+(box[0] >= x0), +(box[1] >= y0), +(box[2] <= x1), +(box[3] <= y1), surface, spacing, 0, 0);
          const points = (piece: readonly number[]) =>
            [0, 1, 3, 2].flatMap((i) => {
              const x = piece[i & 1 ? 2 : 0]!;
              const y = piece[i & 2 ? 3 : 1]!;
              const [px, py, w] = facePoint(quad, (x - x0) / (x1 - x0), (y - y0) / (y1 - y0));
              // View px to clip coordinates, still homogeneous.
              return [(px * 2) / width - w, w - (py * 2) / height, w, x, y, ...distances.map((distance) => distance(px / w, py / w))];
            });
          // The surface does not change with the design: drawn once in a pass of its own, it is
          // not worked out again for every pixel of every frame.
          const kind = pass === 'print' ? `${+!!texture}0` : `0${surface}`;
          const proofed = texture && op.kind === 'image' && !op.layer.overlay ? proofDigit : 0;
          // Only what lies within a view pixel and a half of the outline fades: the strips along the
          // outline (left and right whole, top and bottom between them); the rest is drawn plainly.
          const grown = [box[0] < l, box[1] < t, box[2] > r, box[3] > u];
          const [il, it, ir, iu] = [l + ex, t + ey, r - ex, u - ey].map((v, i) => (grown[i] ? v : box[i]!)) as [number, number, number, number];
          const pieces =
            ir <= il || iu <= it
              ? [[...box, 1]]
              : [
                  [il, it, ir, iu, 0],
                  [box[0], box[1], il, box[3], 1],
                  [ir, box[1], box[2], box[3], 1],
                  [il, box[1], ir, it, 1],
                  [il, iu, ir, box[3], 1],
                ].filter(([a, b, c, d]) => c! > a! && d! > b!);
          drawn.unshift(...pieces.map((piece) => [points(piece), block, `${kind}${piece[4]}${proofed}`, texture, soft] as (typeof drawn)[number]));
        }
        for (const [points, block, kind, texture, soft] of drawn) {
          vertices.push(...points);
          blocks.push(...block);
          quads.push([kind, texture, soft]);
        }
      }
      gl.viewport(0, 0, width, height);
      gl.clear(gl.COLOR_BUFFER_BIT);
      gl.bufferData(gl.ARRAY_BUFFER, new Float32Array(vertices), gl.STREAM_DRAW);
      const all = new Float32Array(blocks);
      quads.forEach(([kind, texture, soft], i) => {
        const program = use(kind);
        if (!program) return;
        if (texture) {
          gl.bindTexture(gl.TEXTURE_2D, texture);
          gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, soft ? gl.LINEAR_MIPMAP_LINEAR : gl.LINEAR_MIPMAP_NEAREST);
        }
        gl.uniform4fv(program[1], all, i * 20, 20);
        gl.drawArrays(gl.TRIANGLE_FAN, i * 4, 4);
      });
      // Photos no longer shown give their memory back (a few are kept for going back and forth), a
      // texts' layer at once (each change of a text brings a new one).
      const crowded = textures.size > 6;
      for (const [image, texture] of textures)
        if (!used.has(image) && (crowded || !(image instanceof ImageBitmap))) {
          gl.deleteTexture(texture);
          textures.delete(image);
        }
    },
  };
}
