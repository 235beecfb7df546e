import { type AttributeEvent, type Plugin, Rule, type RuleDocumentation } from 'html-validate';

/**
 * Attribute names HTML defines (its attribute index), the SVG presentation attributes our icons use, and RDFa's
 * `property` (Open Graph's meta tags). aria-* and data-* are always allowed. Anything else (`elementtiming`, a typo,
 * a React prop leaking through) is reported: add a name here only after finding it in the standard.
 */
const STANDARD_ATTRIBUTES = new Set([
  // HTML (global and per element)
  'accept',
  'action',
  'allow',
  'alt',
  'as',
  'autocomplete',
  'autofocus',
  'charset',
  'checked',
  'class',
  'cols',
  'colspan',
  'content',
  'crossorigin',
  'datetime',
  'decoding',
  'dir',
  'disabled',
  'download',
  'draggable',
  'enctype',
  'enterkeyhint',
  'fetchpriority',
  'for',
  'form',
  'headers',
  'height',
  'hidden',
  'high',
  'href',
  'hreflang',
  'http-equiv',
  'id',
  'imagesizes',
  'imagesrcset',
  'inert',
  'inputmode',
  'integrity',
  'lang',
  'loading',
  'low',
  'max',
  'maxlength',
  'media',
  'method',
  'min',
  'minlength',
  'multiple',
  'name',
  'nonce',
  'novalidate',
  'open',
  'optimum',
  'pattern',
  'placeholder',
  'popover',
  'popovertarget',
  'readonly',
  'referrerpolicy',
  'rel',
  'required',
  'role',
  'rows',
  'rowspan',
  'scope',
  'selected',
  'sizes',
  'span',
  'spellcheck',
  'src',
  'srcset',
  'start',
  'step',
  'style',
  'tabindex',
  'target',
  'title',
  'translate',
  'type',
  'value',
  'width',
  'wrap',
  // SVG
  'clip-rule',
  'cx',
  'cy',
  'd',
  'fill',
  'fill-rule',
  'points',
  'r',
  'rx',
  'ry',
  'stroke',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-width',
  'viewbox',
  'x',
  'x1',
  'x2',
  'xmlns',
  'y',
  'y1',
  'y2',
  // RDFa (Open Graph)
  'property',
]);

export const isStandardAttribute = (name: string) =>
  /^(aria|data)-/.test(name) || STANDARD_ATTRIBUTES.has(name.toLowerCase());

/**
 * html-validate checks the values of the attributes it knows and lets any other name through: this rule refuses a
 * name HTML does not define (`elementtiming`, the Element Timing API's, was one; docs/crawlers.md).
 */
class StandardAttributes extends Rule {
  override documentation(): RuleDocumentation {
    return { description: 'Only attributes HTML defines (and aria-*, data-*) may be used.' };
  }

  override setup(): void {
    this.on('attr', (event: AttributeEvent) => {
      if (!isStandardAttribute(event.key))
        this.report(event.target, `Attribute "${event.key}" is not defined by HTML`, event.keyLocation);
    });
  }
}

/** The rule as an html-validate plugin: `staybook/standard-attributes`. */
export const staybookHtmlRules: Plugin = {
  name: 'staybook',
  rules: { 'staybook/standard-attributes': StandardAttributes },
};
