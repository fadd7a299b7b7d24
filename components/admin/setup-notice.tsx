/** What /admin shows until its sign-in is configured: how to set it up. Nobody can sign in meanwhile. */
export function SetupNotice({ missing }: { missing: string[] }) {
  return (
    <section aria-labelledby="setup-title" className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-16">
      <h1 id="setup-title" className="text-3xl font-bold text-primary">
        The admin area is not set up
      </h1>
      <p>Nobody can sign in until these environment variables are set: {missing.join(', ')}.</p>
      <ol className="list-decimal space-y-2 pl-6">
        <li>
          <code>ADMIN_EMAIL</code>: the address you will sign in with.
        </li>
        <li>
          <code>ADMIN_PASSWORD_HASH</code>: run <code>npm run admin:hash</code>, type a password of at least 12 characters, and
          copy the line it prints.
        </li>
        <li>
          <code>AUTH_SECRET</code>: at least 32 random characters, e.g. the output of <code>openssl rand -base64 32</code>.
        </li>
      </ol>
      <p>Then restart the site (or redeploy) and sign in at /admin/sign-in.</p>
    </section>
  );
}
