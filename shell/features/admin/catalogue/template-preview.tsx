import { collageCells } from '../../../../shared/domain/design/collage';
import { type DesignTemplate, isDesignTemplate } from '../../../../shared/domain/template/design-template';
import { cssFontFamily } from '../../../../shared/domain/text/font-catalogue';
import { textLines } from '../../../../shared/domain/text/text-item';
import { BASELINE_EM, LINE_HEIGHT_EM } from '../../../../shared/domain/text/text-layout';
import type { Locale } from '../../../../shared/i18n/locales';
import { useWording } from '../kit/editor/use-wording';
import type { TemplateEditor } from './use-template-editor';

/** The preview's front per orientation (units of the SVG): a 3:2 size, its turn, a square. */
const FRONTS = { landscape: { width: 300, height: 200 }, portrait: { width: 200, height: 300 }, square: { width: 250, height: 250 } } as const;
const ANCHORS = { left: 'start', center: 'middle', right: 'end' } as const;

/** The template on a front of its orientation: the layout's cells in grey, the texts in their fonts, in the language of the text tab. */
function TemplatePicture({ template, language }: { template: DesignTemplate; language: Locale }) {
  const front = FRONTS[template.orientation];
  const cells = template.layout === null ? [{ x: 0, y: 0, ...front }] : collageCells(template.layout, front, template.style.gap);
  const shorter = Math.min(front.width, front.height);
  return (
    <svg viewBox={`0 0 ${front.width} ${front.height}`} role="img" aria-label={template.names[language]} className="template-preview">
      <rect width={front.width} height={front.height} fill={template.style.background} />
      {cells.map((cell, i) => (
        <rect key={i} x={cell.x} y={cell.y} width={cell.width} height={cell.height} fill="#8a96a3" opacity={0.5 + (0.4 * (i + 1)) / cells.length} />
      ))}
      {template.slots.map((slot, i) => {
        const size = slot.size * shorter;
        const lines = textLines(slot.texts[language]);
        // The slot's y is the middle of its lines, each baseline placed as text-layout.ts places it.
        const top = slot.y * front.height - (lines.length * LINE_HEIGHT_EM * size) / 2;
        return (
          <text
            key={i}
            x={slot.x * front.width}
            fontFamily={cssFontFamily(slot.font)}
            fontWeight={slot.weight === 'bold' ? 700 : 400}
            fontSize={size}
            fill={slot.colour}
            textAnchor={ANCHORS[slot.align]}
          >
            {lines.map((line, n) => (
              <tspan key={n} x={slot.x * front.width} y={top + (BASELINE_EM + n * LINE_HEIGHT_EM) * size}>
                {line}
              </tspan>
            ))}
          </text>
        );
      })}
    </svg>
  );
}

/** Beside the form: the edited template as the shop would lay it out, before it is saved. */
export function TemplatePreview({ editor, language }: { editor: TemplateEditor; language: Locale }) {
  const { t } = useWording();
  const { active: _active, ...definition } = editor.settled;
  return (
    <section className="panel admin-card editor-preview" id="template-preview" aria-labelledby="template-preview-title" data-testid="template-preview">
      <h2 id="template-preview-title">{t('admin.catalogue.preview.title')}</h2>
      {isDesignTemplate(definition) ? (
        <TemplatePicture template={definition} language={language} />
      ) : (
        <p className="admin-muted" role="status">
          {t('admin.catalogue.preview.invalid')}
        </p>
      )}
    </section>
  );
}
