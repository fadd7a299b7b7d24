import { Image } from '@/components/ui/image';
import { ArrowRight } from 'lucide';
import { Link } from '@/components/ui/link';
import { Icon } from '@/components/ui/icon';
import type { PortfolioProject } from '@/content/portfolio';

/** One project of the grid (server-rendered; the filter island only decides which cards show). */
export function ProjectCard({ project }: { project: PortfolioProject }) {
  return (
    <li data-testid="portfolio-card" className="group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-card">
      <Image
        {...project.image}
        sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
        className="aspect-[3/2] w-full border-b object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="eyebrow text-xs">
          {project.industry} · {project.client}
        </p>
        <h3 className="text-lg font-semibold text-primary">{project.title}</h3>
        <p className="text-sm font-semibold text-success">{project.result}</p>
        <p className="text-sm text-muted-foreground">{project.summary}</p>
        <ul className="flex flex-wrap gap-2" aria-label="Capabilities">
          {project.capabilities.map((c) => (
            <li key={c} className="chip">
              {c}
            </li>
          ))}
        </ul>
        <Link
          href={`/case/${project.slug}`}
          className="mt-auto inline-flex items-center gap-1 pt-2 font-semibold text-primary after:absolute after:inset-0 group-hover:text-accent"
        >
          Read the case study<span className="sr-only">: {project.title}</span>
          <Icon icon={ArrowRight} className="size-4" />
        </Link>
      </div>
    </li>
  );
}
