/** A content page's breadcrumb: Home, the trail, then the page itself (not a link). */
export function Crumbs({ trail, current }: { trail: Array<{ href: string; label: string }>; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {[{ href: '/', label: 'Home' }, ...trail].map((crumb) => (
          <li key={crumb.href}>
            <a href={crumb.href}>{crumb.label}</a>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
