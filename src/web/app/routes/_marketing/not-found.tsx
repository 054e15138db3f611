import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Container } from "@/web/components/ui/section";
import { pageMeta } from "@/web/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Page not found",
    description: "This page does not exist.",
    path: "/404",
    noindex: true,
  });

export default function NotFound() {
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <p className="font-bold text-7xl text-brand-600">404</p>
      <h1 className="mt-4 font-bold text-2xl sm:text-3xl">Oops! Page not found</h1>
      <p className="mt-3 max-w-md text-slate-600">
        The page you are looking for does not exist or has moved.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </Container>
  );
}
