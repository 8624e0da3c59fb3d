#!/usr/bin/env node
// No cycles between server features or folders (issue 29): a feature that imports another must not be imported
// back by it, directly or through others. Run by `npm run lint`; prints each cycle and exits 1 when one exists.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const SRC = path.join(import.meta.dirname, '..', 'server', 'src')
// Type-only imports are left out: they vanish when compiled, so they order nothing at run time.
const IMPORT = /(?:import|export)\s(?!type\s)([^'"]*?)from\s+['"](\.{1,2}\/[^'"]+)['"]/g
const onlyTypes = (names) =>
  /^\{[^}]*\}\s*$/.test(names.trim()) &&
  names
    .replace(/[{}\s]/g, '')
    .split(',')
    .filter(Boolean)
    .every((name) => name.startsWith('type'))

const filesUnder = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return filesUnder(full)
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : []
  })

/** The unit a file belongs to: its feature (features/<name>) or its top-level folder (lib, realtime, …). */
const unitOf = (file) => {
  const parts = path.relative(SRC, file).split(path.sep)
  if (parts.length === 1) return null // app.ts, server.ts, config.ts: the root wires everything together.
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0]
}

const edges = new Map()
for (const file of filesUnder(SRC)) {
  const from = unitOf(file)
  if (!from || from === 'testing') continue
  for (const [, names, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (onlyTypes(names)) continue
    const to = unitOf(path.resolve(path.dirname(file), specifier))
    if (to && to !== from && to !== 'testing') {
      if (!edges.has(from)) edges.set(from, new Set())
      edges.get(from).add(to)
    }
  }
}

// Tarjan's strongly connected components: any component of more than one unit is a cycle.
let index = 0
const indexOf = new Map()
const lowOf = new Map()
const stack = []
const cycles = []
const visit = (unit) => {
  indexOf.set(unit, index)
  lowOf.set(unit, index++)
  stack.push(unit)
  for (const next of edges.get(unit) ?? []) {
    if (!indexOf.has(next)) {
      visit(next)
      lowOf.set(unit, Math.min(lowOf.get(unit), lowOf.get(next)))
    } else if (stack.includes(next)) lowOf.set(unit, Math.min(lowOf.get(unit), indexOf.get(next)))
  }
  if (lowOf.get(unit) === indexOf.get(unit)) {
    const component = []
    let member
    do {
      member = stack.pop()
      component.push(member)
    } while (member !== unit)
    if (component.length > 1) cycles.push(component.sort())
  }
}
for (const unit of edges.keys()) if (!indexOf.has(unit)) visit(unit)

if (cycles.length > 0) {
  for (const cycle of cycles) {
    const links = cycle.flatMap((from) =>
      [...(edges.get(from) ?? [])].filter((to) => cycle.includes(to)).map((to) => `${from} → ${to}`),
    )
    console.error(`Import cycle between ${cycle.join(', ')}:\n  ${links.join('\n  ')}`)
  }
  process.exit(1)
}
console.log(`No import cycles between ${edges.size} server features and folders.`)
