// Sums passed and failed tests from Vitest's and Playwright's JSON reports.
// With --line prints only "N passed, N failed"; otherwise one line per report and the name of each
// failed test, so the tail of a CI log says what broke. Exits 1 on any failure.
import { existsSync, readFileSync } from 'node:fs'

const args = process.argv.slice(2)
const lineOnly = args.includes('--line')
let passed = 0
let failed = 0
for (const file of args.filter((a) => a !== '--line')) {
  if (!existsSync(file)) {
    if (!lineOnly) console.log(`${file}: no report (the runner did not finish)`)
    failed += 1
    continue
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const counts = report.stats
    ? { passed: report.stats.expected + (report.stats.flaky ?? 0), failed: report.stats.unexpected }
    : { passed: report.numPassedTests, failed: report.numFailedTests }
  if (!lineOnly) {
    console.log(`${file}: ${counts.passed} passed, ${counts.failed} failed`)
    for (const name of failedNames(report)) console.log(`  failed: ${name}`)
  }
  passed += counts.passed
  failed += counts.failed
}
if (lineOnly) console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)

function failedNames(report) {
  if (report.testResults) {
    return report.testResults.flatMap((file) =>
      file.assertionResults.filter((t) => t.status === 'failed').map((t) => `${file.name} › ${t.fullName}`),
    )
  }
  const names = []
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((t) => t.status === 'unexpected')) names.push([...trail, spec.title].join(' › '))
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title])
  }
  for (const suite of report.suites ?? []) walk(suite, [suite.title])
  return names
}
