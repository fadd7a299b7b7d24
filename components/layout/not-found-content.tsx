import { Link } from '@/components/ui/link';
import { buttonVariants } from '@/components/ui/button-variants';

/** The body of the not-found page (static: the missing path is logged by the route that gave up). */
export function NotFoundContent() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-4 py-24 text-center">
      <p className="eyebrow">Error 404</p>
      <h1 className="text-4xl font-bold text-primary">Oops! Page not found</h1>
      <p className="text-muted-foreground">
        The page you are looking for has moved or never existed. Everything we offer starts from the home page.
      </p>
      <Link href="/" className={buttonVariants({ size: 'lg' })}>
        Return to Home
      </Link>
    </section>
  );
}
