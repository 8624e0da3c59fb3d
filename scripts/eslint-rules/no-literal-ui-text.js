// Words a person reads come from the catalogs (locales/<language>/, decision 056): this rule reports English written
// into a component: JSX text, the attributes people read or hear (aria-label, placeholder, title, alt, label)
// and what toasts show. Text without a letter ("·", "→", "12") and names never translated pass.

const LETTER = /\p{L}/u
const NEVER_TRANSLATED = new Set(['Forkcast'])
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
  'description',
])
// Calls whose text a person reads: toasts and the error toasts of mutations.
const TOAST_CALLEE = /^(toast|notifyMutationError|setFlashToast|showToast)$/

const isWords = (text) => {
  const trimmed = text.trim()
  return LETTER.test(trimmed) && !NEVER_TRANSLATED.has(trimmed)
}

const wordsIn = (node) => {
  if (!node) return false
  if (node.type === 'Literal') return typeof node.value === 'string' && isWords(node.value)
  if (node.type === 'TemplateLiteral') return node.quasis.some((quasi) => isWords(quasi.value.cooked ?? ''))
  if (node.type === 'ConditionalExpression') return wordsIn(node.consequent) || wordsIn(node.alternate)
  if (node.type === 'LogicalExpression') return wordsIn(node.right)
  if (node.type === 'JSXExpressionContainer') return wordsIn(node.expression)
  return false
}

const calleeName = (callee) => {
  if (callee.type === 'Identifier') return callee.name
  if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier') return callee.object.name
  return ''
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Words on screen come from the message catalogs, not from literals in components.' },
    messages: {
      literal:
        "Words a person reads come from the catalogs: t('…') with the key in locales/en and locales/es.",
    },
    schema: [],
  },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'literal' })
    return {
      JSXText(node) {
        if (isWords(node.value)) report(node)
      },
      JSXExpressionContainer(node) {
        const parent = node.parent
        if (
          parent &&
          (parent.type === 'JSXElement' || parent.type === 'JSXFragment') &&
          wordsIn(node.expression)
        )
          report(node)
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : ''
        if (READ_ATTRIBUTES.has(name) && wordsIn(node.value)) report(node)
      },
      CallExpression(node) {
        if (!TOAST_CALLEE.test(calleeName(node.callee))) return
        for (const argument of node.arguments) {
          if (wordsIn(argument)) report(argument)
          if (argument.type === 'ObjectExpression')
            for (const property of argument.properties)
              if (property.type === 'Property' && wordsIn(property.value)) report(property.value)
        }
      },
    }
  },
}

export default { rules: { 'no-literal-ui-text': rule } }
